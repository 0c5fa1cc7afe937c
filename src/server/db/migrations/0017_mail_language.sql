ALTER TABLE "auth_user" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "insured_account" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "agent_application" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;