CREATE TABLE "claim_letter" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"document_id" text,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "claim_letter" ADD CONSTRAINT "claim_letter_claim_id_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_letter_claim_idx" ON "claim_letter" USING btree ("claim_id","owed_at");--> statement-breakpoint
CREATE INDEX "claim_letter_owed_idx" ON "claim_letter" USING btree ("sent_at","id");--> statement-breakpoint
-- Open claims already filed are owed their acknowledgement with the Bill of Rights (s. 627.7142) unless they have had it.
INSERT INTO "claim_letter" ("claim_id", "kind") SELECT "id", 'acknowledgement' FROM "claim" WHERE "bill_of_rights_on" IS NULL AND "closed_on" IS NULL;
