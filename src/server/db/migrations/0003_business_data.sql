CREATE SEQUENCE "account_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "claim_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "portal_identity_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "insured_account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_number" text DEFAULT 'ACC-' || lpad(nextval('account_number_seq')::text, 6, '0') NOT NULL,
	"name" text NOT NULL,
	"business_type" text,
	"contact_name" text,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"status" text DEFAULT 'active' NOT NULL,
	"agent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insured_account_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "claim" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_number" text DEFAULT 'CLM-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('claim_number_seq')::text, 6, '0') NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"policy_id" text,
	"member_first_name" text NOT NULL,
	"member_last_name" text NOT NULL,
	"policy_number" text NOT NULL,
	"date_of_loss" date NOT NULL,
	"category" text NOT NULL,
	"notifier_first_name" text NOT NULL,
	"notifier_last_name" text NOT NULL,
	"notifier_email" text NOT NULL,
	"relationship_to_member" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"loss_details" text NOT NULL,
	"is_home_habitable" text NOT NULL,
	"dwelling_damaged" text NOT NULL,
	"other_structures_damaged" text NOT NULL,
	"personal_property_damaged" text NOT NULL,
	"additional_living_expenses" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_claim_number_unique" UNIQUE("claim_number")
);
--> statement-breakpoint
CREATE TABLE "document" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"category" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text,
	"content_hash" text,
	"storage_key" text,
	"rejection_reason" text,
	"visible_to_insured" boolean DEFAULT false NOT NULL,
	"portal_id" text,
	"policy_id" text,
	"owner_id" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gl_product" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"product_type" text NOT NULL,
	"status" text NOT NULL,
	"effective_date" date NOT NULL,
	"expiration_date" date,
	"premium" bigint NOT NULL,
	"coverage" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"forms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal" (
	"id" text PRIMARY KEY NOT NULL,
	"portal_identity" text DEFAULT 'PRT-' || lpad(nextval('portal_identity_seq')::text, 6, '0') NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"schema_id" text NOT NULL,
	"policy_id" text,
	"policy_number" text NOT NULL,
	"status" text NOT NULL,
	"business_type" text NOT NULL,
	"coverage_type" text NOT NULL,
	"effective_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"premium_amount" bigint NOT NULL,
	"agent_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_portal_identity_unique" UNIQUE("portal_identity")
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "insured_account" ADD CONSTRAINT "insured_account_agent_id_auth_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_portal_id_portal_id_fk" FOREIGN KEY ("portal_id") REFERENCES "portal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_owner_id_auth_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_modified_by_auth_user_id_fk" FOREIGN KEY ("modified_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal" ADD CONSTRAINT "portal_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal" ADD CONSTRAINT "portal_agent_id_auth_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal" ADD CONSTRAINT "portal_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insured_account_agent_idx" ON "insured_account" USING btree ("agent_id","name");--> statement-breakpoint
CREATE INDEX "claim_policy_idx" ON "claim" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "claim_policy_number_idx" ON "claim" USING btree ("policy_number");--> statement-breakpoint
CREATE INDEX "claim_created_at_idx" ON "claim" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "document_portal_idx" ON "document" USING btree ("portal_id","modified_at");--> statement-breakpoint
CREATE INDEX "document_policy_idx" ON "document" USING btree ("policy_id","modified_at");--> statement-breakpoint
CREATE INDEX "document_modified_at_idx" ON "document" USING btree ("modified_at");--> statement-breakpoint
CREATE INDEX "document_owner_idx" ON "document" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "gl_product_name_idx" ON "gl_product" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "gl_product_live_name_unique" ON "gl_product" USING btree (lower("name")) WHERE "gl_product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "portal_agent_idx" ON "portal" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_status_idx" ON "portal" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "portal_policy_idx" ON "portal" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "portal_created_at_idx" ON "portal" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "policy" ADD CONSTRAINT "policy_account_id_insured_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "insured_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_account_idx" ON "policy" USING btree ("account_id");--> statement-breakpoint
-- Written by hand: free-text search on portals, documents and GL products (pg_trgm, migration 0002).
CREATE INDEX "portal_name_trgm_idx" ON "portal" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "portal_company_name_trgm_idx" ON "portal" USING gin ("company_name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_name_trgm_idx" ON "document" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gl_product_name_trgm_idx" ON "gl_product" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
-- Claim numbers are given once and never change.
CREATE FUNCTION claim_number_is_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.claim_number IS DISTINCT FROM OLD.claim_number THEN
    RAISE EXCEPTION 'claim number % cannot be changed', OLD.claim_number USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER claim_number_is_permanent BEFORE UPDATE OF claim_number ON "claim"
  FOR EACH ROW EXECUTE FUNCTION claim_number_is_permanent();
