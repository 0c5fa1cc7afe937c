CREATE TABLE "policy_ledger_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"policy_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"posted_on" date NOT NULL,
	"transaction_id" text,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_term" (
	"id" text PRIMARY KEY NOT NULL,
	"policy_id" text NOT NULL,
	"number" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_transaction" (
	"id" text PRIMARY KEY NOT NULL,
	"policy_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'quoted' NOT NULL,
	"effective_date" date NOT NULL,
	"term_start" date NOT NULL,
	"term_end" date NOT NULL,
	"term_id" text,
	"annual_premium_before" bigint NOT NULL,
	"annual_premium_after" bigint NOT NULL,
	"premium_change_cents" bigint NOT NULL,
	"days_remaining" integer NOT NULL,
	"days_in_term" integer NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text,
	"method" text,
	"note" text,
	"rule_key" text,
	"rule_params" jsonb,
	"based_on" text,
	"sequence" integer,
	"document_id" text,
	"created_by" text,
	"issued_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "policy_ledger_entry" ADD CONSTRAINT "policy_ledger_entry_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_ledger_entry" ADD CONSTRAINT "policy_ledger_entry_transaction_id_policy_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "policy_transaction"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_ledger_entry" ADD CONSTRAINT "policy_ledger_entry_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_term" ADD CONSTRAINT "policy_term_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_transaction" ADD CONSTRAINT "policy_transaction_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_transaction" ADD CONSTRAINT "policy_transaction_term_id_policy_term_id_fk" FOREIGN KEY ("term_id") REFERENCES "policy_term"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_transaction" ADD CONSTRAINT "policy_transaction_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "document"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_transaction" ADD CONSTRAINT "policy_transaction_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_transaction" ADD CONSTRAINT "policy_transaction_issued_by_auth_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_ledger_policy_idx" ON "policy_ledger_entry" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_ledger_transaction_idx" ON "policy_ledger_entry" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_ledger_payment_idx" ON "policy_ledger_entry" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_term_number_idx" ON "policy_term" USING btree ("policy_id","number");--> statement-breakpoint
CREATE INDEX "policy_term_end_idx" ON "policy_term" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "policy_transaction_policy_idx" ON "policy_transaction" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_transaction_sequence_idx" ON "policy_transaction" USING btree ("policy_id","sequence");--> statement-breakpoint
CREATE INDEX "policy_transaction_unapplied_idx" ON "policy_transaction" USING btree ("effective_date") WHERE status = 'issued' and applied_at is null;--> statement-breakpoint
-- An issued transaction is final (decision 0030): only the moment it took effect (once) and its document may be
-- filled in later, and a deleted user, term or document may leave a reference empty.
CREATE FUNCTION policy_transaction_issued_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'issued' THEN
    RETURN COALESCE(NEW, OLD);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'policy transaction % is issued and cannot be deleted', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.policy_id, NEW.type, NEW.status, NEW.effective_date, NEW.term_start, NEW.term_end,
      NEW.annual_premium_before, NEW.annual_premium_after, NEW.premium_change_cents, NEW.days_remaining,
      NEW.days_in_term, NEW.changes, NEW.snapshot, NEW.reason, NEW.method, NEW.note, NEW.rule_key, NEW.rule_params,
      NEW.based_on, NEW.sequence, NEW.created_at, NEW.issued_at, NEW.withdrawn_at)
     IS DISTINCT FROM
     (OLD.id, OLD.policy_id, OLD.type, OLD.status, OLD.effective_date, OLD.term_start, OLD.term_end,
      OLD.annual_premium_before, OLD.annual_premium_after, OLD.premium_change_cents, OLD.days_remaining,
      OLD.days_in_term, OLD.changes, OLD.snapshot, OLD.reason, OLD.method, OLD.note, OLD.rule_key, OLD.rule_params,
      OLD.based_on, OLD.sequence, OLD.created_at, OLD.issued_at, OLD.withdrawn_at)
     OR (OLD.applied_at IS NOT NULL AND NEW.applied_at IS DISTINCT FROM OLD.applied_at)
     OR (OLD.document_id IS NOT NULL AND NEW.document_id IS NOT NULL AND NEW.document_id <> OLD.document_id)
     OR (NEW.term_id IS DISTINCT FROM OLD.term_id AND NEW.term_id IS NOT NULL)
     OR (NEW.created_by IS DISTINCT FROM OLD.created_by AND NEW.created_by IS NOT NULL)
     OR (NEW.issued_by IS DISTINCT FROM OLD.issued_by AND NEW.issued_by IS NOT NULL) THEN
    RAISE EXCEPTION 'policy transaction % is issued and cannot be changed', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER policy_transaction_issued_is_final BEFORE UPDATE OR DELETE ON policy_transaction
  FOR EACH ROW EXECUTE FUNCTION policy_transaction_issued_is_final();
--> statement-breakpoint
-- The ledger is written once: a mistake is corrected by another entry.
CREATE FUNCTION policy_ledger_entry_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entry % cannot be changed or deleted', OLD.id USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER policy_ledger_entry_is_final BEFORE UPDATE OR DELETE ON policy_ledger_entry
  FOR EACH ROW EXECUTE FUNCTION policy_ledger_entry_is_final();
--> statement-breakpoint
-- Active policies written before transactions existed get their first term, an issued new-business
-- transaction for their premium, its charge, and their completed payments on the ledger.
INSERT INTO policy_term (id, policy_id, number, start_date, end_date, created_at)
SELECT gen_random_uuid()::text, p.id, 1, p.effective_date, p.expiration_date, p.created_at
FROM policy p
WHERE p.status = 'active' AND NOT EXISTS (SELECT 1 FROM policy_term t WHERE t.policy_id = p.id);
--> statement-breakpoint
INSERT INTO policy_transaction (id, policy_id, type, status, effective_date, term_start, term_end, term_id,
  annual_premium_before, annual_premium_after, premium_change_cents, days_remaining, days_in_term, changes, snapshot,
  sequence, created_at, issued_at, applied_at)
SELECT gen_random_uuid()::text, p.id, 'newBusiness', 'issued', t.start_date, t.start_date, t.end_date, t.id,
  0, p.premium, p.premium * 100, t.end_date - t.start_date, t.end_date - t.start_date, '{}'::jsonb,
  jsonb_build_object('premium', p.premium, 'coverage', p.coverage, 'effectiveDate', t.start_date::text,
    'expirationDate', t.end_date::text),
  1, p.created_at, p.created_at, p.created_at
FROM policy p JOIN policy_term t ON t.policy_id = p.id AND t.number = 1
WHERE NOT EXISTS (SELECT 1 FROM policy_transaction x WHERE x.policy_id = p.id);
--> statement-breakpoint
INSERT INTO policy_ledger_entry (id, policy_id, kind, amount_cents, posted_on, transaction_id, created_at)
SELECT gen_random_uuid()::text, x.policy_id, 'charge', x.premium_change_cents, x.effective_date, x.id, x.issued_at
FROM policy_transaction x
WHERE x.type = 'newBusiness' AND x.status = 'issued'
  AND NOT EXISTS (SELECT 1 FROM policy_ledger_entry l WHERE l.transaction_id = x.id);
--> statement-breakpoint
INSERT INTO policy_ledger_entry (id, policy_id, kind, amount_cents, posted_on, payment_id, created_at)
SELECT gen_random_uuid()::text, pay.policy_id, 'payment', -pay.amount_cents,
  (pay.completed_at AT TIME ZONE 'America/New_York')::date, pay.id, pay.completed_at
FROM payment pay
WHERE pay.status = 'completed' AND pay.completed_at IS NOT NULL
  AND EXISTS (SELECT 1 FROM policy_term t WHERE t.policy_id = pay.policy_id)
  AND NOT EXISTS (SELECT 1 FROM policy_ledger_entry l WHERE l.payment_id = pay.id);
