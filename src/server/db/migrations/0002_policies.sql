CREATE SEQUENCE "policy_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "policy" (
	"id" text PRIMARY KEY NOT NULL,
	"policy_number" text DEFAULT 'SRE-' || lpad(nextval('policy_number_seq')::text, 7, '0') NOT NULL,
	"policy_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"insured_name" text NOT NULL,
	"business_type" text,
	"effective_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"premium" bigint NOT NULL,
	"coverage" bigint NOT NULL,
	"description" text,
	"agent_id" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"endorsements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_policy_number_unique" UNIQUE("policy_number")
);
--> statement-breakpoint
ALTER TABLE "policy" ADD CONSTRAINT "policy_agent_id_auth_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_agent_idx" ON "policy" USING btree ("agent_id","policy_number");--> statement-breakpoint
CREATE INDEX "policy_status_idx" ON "policy" USING btree ("status","policy_number");--> statement-breakpoint
CREATE INDEX "policy_type_idx" ON "policy" USING btree ("policy_type","policy_number");--> statement-breakpoint
-- Written by hand: what the Drizzle schema cannot say.
-- The policy number never changes once saved.
CREATE FUNCTION policy_number_is_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.policy_number IS DISTINCT FROM OLD.policy_number THEN
    RAISE EXCEPTION 'policy number % cannot be changed', OLD.policy_number USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER policy_number_is_permanent BEFORE UPDATE OF policy_number ON "policy"
  FOR EACH ROW EXECUTE FUNCTION policy_number_is_permanent();--> statement-breakpoint
-- Free-text search (ILIKE '%text%') on the number, the insured and the agent's name.
-- The extension lives in public, whatever schema the tables are in.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE INDEX "policy_number_trgm_idx" ON "policy" USING gin ("policy_number" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policy_insured_name_trgm_idx" ON "policy" USING gin ("insured_name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auth_user_name_trgm_idx" ON "auth_user" USING gin ("name" public.gin_trgm_ops);
