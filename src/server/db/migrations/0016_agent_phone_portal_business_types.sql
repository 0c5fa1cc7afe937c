ALTER TABLE "claim" ALTER COLUMN "claim_number" SET DEFAULT 'CLM-' || to_char(now() at time zone 'America/New_York', 'YYYY') || '-' || lpad(nextval('claim_number_seq')::text, 6, '0');--> statement-breakpoint
ALTER TABLE "auth_user" ADD COLUMN "phone" text;--> statement-breakpoint
-- A portal's business type is its line of business (SPEC §9), no longer the insured's legal form (Corporation, LLC...): those become General, the new-portal default.
UPDATE "portal" SET "business_type" = 'General' WHERE "business_type" NOT IN ('General', 'Manufacturing', 'Technology Services', 'Transportation & Logistics', 'Healthcare Services', 'Construction');
