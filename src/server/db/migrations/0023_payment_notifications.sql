CREATE TABLE "payment_notification" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_notification_outcome_idx" ON "payment_notification" USING btree ("outcome","received_at");--> statement-breakpoint
CREATE INDEX "payment_notification_payment_idx" ON "payment_notification" USING btree ("payment_id");