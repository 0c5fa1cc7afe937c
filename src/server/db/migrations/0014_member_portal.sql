ALTER TABLE "insured_account" ADD COLUMN "communication_preference" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "insured_account" ADD COLUMN "communication_preference_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "insured_account_email_idx" ON "insured_account" USING btree (lower("email"));