CREATE TABLE "invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"policy_id" text NOT NULL,
	"term_id" text NOT NULL,
	"installment" integer NOT NULL,
	"due_on" date NOT NULL,
	"premium_cents" bigint NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "refund_due" (
	"id" text PRIMARY KEY NOT NULL,
	"policy_id" text NOT NULL,
	"transaction_id" text,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"created_on" date NOT NULL,
	"due_by" date NOT NULL,
	"requested_by_insured" boolean DEFAULT false NOT NULL,
	"method" text,
	"reference" text,
	"paid_on" date,
	"paid_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_ledger_entry" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_term" ADD COLUMN "plan" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_term" ADD COLUMN "plan_rule" jsonb DEFAULT '{"installments":[{"share":100,"monthsAfterStart":0}],"installmentFeeCents":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_term" ADD COLUMN "next_plan" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_term_id_policy_term_id_fk" FOREIGN KEY ("term_id") REFERENCES "policy_term"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_due" ADD CONSTRAINT "refund_due_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_due" ADD CONSTRAINT "refund_due_transaction_id_policy_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "policy_transaction"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_due" ADD CONSTRAINT "refund_due_paid_by_auth_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_term_installment_idx" ON "invoice" USING btree ("term_id","installment");--> statement-breakpoint
CREATE INDEX "invoice_policy_idx" ON "invoice" USING btree ("policy_id","due_on");--> statement-breakpoint
CREATE INDEX "invoice_open_due_idx" ON "invoice" USING btree ("due_on") WHERE premium_cents + fee_cents > paid_cents;--> statement-breakpoint
CREATE INDEX "refund_due_policy_idx" ON "refund_due" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "refund_due_open_idx" ON "refund_due" USING btree ("due_by") WHERE status in ('due', 'held');--> statement-breakpoint
-- Policies issued before billing with nothing but their new business: one full-pay invoice, paid by their payments up to it (db/first-terms.ts giveFirstInvoices). The policy rounds bill the rest.
insert into invoice (id, number, policy_id, term_id, installment, due_on, premium_cents, paid_cents)
select gen_random_uuid()::text, 'INV-' || p.policy_number || '-1-1', p.id, t.id, 1, t.start_date,
  x.premium_change_cents,
  least(x.premium_change_cents, coalesce((select -sum(l.amount_cents) from policy_ledger_entry l
    where l.policy_id = p.id and l.kind = 'payment'), 0))
from policy p
join policy_term t on t.policy_id = p.id and t.number = 1 and t.plan = 'full'
join policy_transaction x on x.term_id = t.id and x.type = 'newBusiness' and x.status = 'issued'
where x.premium_change_cents > 0
  and not exists (select 1 from invoice i where i.policy_id = p.id)
  and not exists (select 1 from policy_transaction o where o.policy_id = p.id and o.status = 'issued'
    and o.type <> 'newBusiness');
