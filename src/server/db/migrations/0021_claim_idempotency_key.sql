ALTER TABLE "claim" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_idempotency_key_unique" UNIQUE("idempotency_key");