ALTER TABLE "invoice" ADD COLUMN "past_due_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every invoice so far was billed by migration 0022 for money owed before billing existed: no notices for those.
UPDATE "invoice" SET "past_due_notices" = false;
