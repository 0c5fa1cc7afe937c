CREATE TABLE "catastrophe" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"peril" text NOT NULL,
	"watch_warning_from" timestamp with time zone NOT NULL,
	"watch_warning_until" timestamp with time zone NOT NULL,
	"state_of_emergency" boolean DEFAULT false NOT NULL,
	"notice_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_deductible_year" (
	"account_key" text NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "claim_deductible_year_account_key_year_pk" PRIMARY KEY("account_key","year")
);
--> statement-breakpoint
CREATE TABLE "claim_ledger_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"coverage" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"coverage" text NOT NULL,
	"gross_cents" bigint NOT NULL,
	"deductible_kind" text NOT NULL,
	"deductible_cents" bigint NOT NULL,
	"deductible_left_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"interest_cents" bigint DEFAULT 0 NOT NULL,
	"payee" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"voided_by" text,
	"voided_at" timestamp with time zone,
	"void_reason" text
);
--> statement-breakpoint
CREATE TABLE "claim_reserve_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"coverage" text NOT NULL,
	"from_cents" bigint NOT NULL,
	"to_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_reserve" (
	"claim_id" text NOT NULL,
	"coverage" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_reserve_claim_id_coverage_pk" PRIMARY KEY("claim_id","coverage")
);
--> statement-breakpoint
CREATE TABLE "claim_file_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"kind" text NOT NULL,
	"on" date NOT NULL,
	"detail" text,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "received_on" date DEFAULT (now() at time zone 'America/New_York')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "catastrophe_id" text;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "adjuster_id" text;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "acknowledged_on" date;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "bill_of_rights_on" date;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "proof_of_loss_on" date;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "investigation_started_on" date;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "inspected_on" date;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "repairs_completed_on" date;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "decision_provision" text;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "decided_on" date;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "closed_on" date;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "reopen_kind" text;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "reopened_on" date;--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "coverage_override_reason" text;--> statement-breakpoint
ALTER TABLE "catastrophe" ADD CONSTRAINT "catastrophe_notice_id_catastrophe_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "catastrophe_notice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catastrophe" ADD CONSTRAINT "catastrophe_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_ledger_entry" ADD CONSTRAINT "claim_ledger_entry_claim_id_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_ledger_entry" ADD CONSTRAINT "claim_ledger_entry_payment_id_claim_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "claim_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payment" ADD CONSTRAINT "claim_payment_claim_id_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payment" ADD CONSTRAINT "claim_payment_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payment" ADD CONSTRAINT "claim_payment_approved_by_auth_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payment" ADD CONSTRAINT "claim_payment_voided_by_auth_user_id_fk" FOREIGN KEY ("voided_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_reserve_change" ADD CONSTRAINT "claim_reserve_change_claim_id_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_reserve_change" ADD CONSTRAINT "claim_reserve_change_changed_by_auth_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_reserve" ADD CONSTRAINT "claim_reserve_claim_id_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_file_event" ADD CONSTRAINT "claim_file_event_claim_id_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_file_event" ADD CONSTRAINT "claim_file_event_recorded_by_auth_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catastrophe_window_idx" ON "catastrophe" USING btree ("watch_warning_from","watch_warning_until");--> statement-breakpoint
CREATE INDEX "claim_ledger_claim_idx" ON "claim_ledger_entry" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_payment_claim_idx" ON "claim_payment" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_reserve_change_claim_idx" ON "claim_reserve_change" USING btree ("claim_id","changed_at");--> statement-breakpoint
CREATE INDEX "claim_file_event_claim_idx" ON "claim_file_event" USING btree ("claim_id","recorded_at");--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_catastrophe_id_catastrophe_id_fk" FOREIGN KEY ("catastrophe_id") REFERENCES "catastrophe"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_adjuster_id_auth_user_id_fk" FOREIGN KEY ("adjuster_id") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_adjuster_idx" ON "claim" USING btree ("adjuster_id");--> statement-breakpoint
CREATE INDEX "claim_catastrophe_idx" ON "claim" USING btree ("catastrophe_id");--> statement-breakpoint
CREATE INDEX "claim_received_on_idx" ON "claim" USING btree ("received_on");--> statement-breakpoint
-- Claims filed before the claim file: notice was received the Florida day they were filed, and the filing's
-- e-mail acknowledged them that day; a closed one was closed the day its last "closed" status was set.
UPDATE "claim" SET "received_on" = ("created_at" at time zone 'America/New_York')::date, "acknowledged_on" = ("created_at" at time zone 'America/New_York')::date;--> statement-breakpoint
UPDATE "claim" SET "closed_on" = (
  SELECT (max("changed_at") at time zone 'America/New_York')::date FROM "claim_status_event"
  WHERE "claim_status_event"."claim_id" = "claim"."id" AND "claim_status_event"."status" = 'closed'
) WHERE "status" = 'closed';
