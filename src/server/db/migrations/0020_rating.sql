CREATE TABLE "rate_version" (
	"id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"version" text NOT NULL,
	"new_business_from" date NOT NULL,
	"renewal_from" date NOT NULL,
	"illustrative" boolean NOT NULL,
	"note" text NOT NULL,
	"rate_table" jsonb NOT NULL,
	"loaded_by" text,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy" ADD COLUMN "home" jsonb;--> statement-breakpoint
ALTER TABLE "policy" ADD COLUMN "rating" jsonb;--> statement-breakpoint
ALTER TABLE "rate_version" ADD CONSTRAINT "rate_version_loaded_by_auth_user_id_fk" FOREIGN KEY ("loaded_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_version_product_version_idx" ON "rate_version" USING btree ("product","version");--> statement-breakpoint
CREATE INDEX "rate_version_new_business_idx" ON "rate_version" USING btree ("product","new_business_from");--> statement-breakpoint
-- A loaded rate version is final: quotes and transactions name it and must read the same numbers again (decision 0031).
CREATE FUNCTION rate_version_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rate version % cannot be changed or deleted', OLD.version USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rate_version_is_final BEFORE UPDATE OR DELETE ON rate_version
  FOR EACH ROW EXECUTE FUNCTION rate_version_is_final();
