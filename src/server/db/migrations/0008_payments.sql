CREATE TABLE "payment" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"policy_id" text NOT NULL,
	"payer_email" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_policy_idx" ON "payment" USING btree ("policy_id","status");