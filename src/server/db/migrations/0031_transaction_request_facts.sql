ALTER TABLE "policy_transaction" ADD COLUMN "no_known_loss" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_transaction" ADD COLUMN "requested_on" date;