import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Gives every active policy written without transactions (the seeds, test
 * rows, data loaded in bulk) what issuing its new business would have: its
 * first term, an issued new-business transaction for its premium, that
 * charge, and its completed payments, on the ledger; a rated home's
 * inputs and price go into its snapshot. Migration 0018 did the
 * same for the policies that existed then (decision 0030). Set-based, so a
 * million policies take one statement each.
 */
export async function giveFirstTerms(db: Db): Promise<void> {
  await db.execute(sql`
    insert into policy_term (id, policy_id, number, start_date, end_date, created_at)
    select gen_random_uuid()::text, p.id, 1, p.effective_date, p.expiration_date, p.created_at
    from policy p
    where p.status = 'active' and not exists (select 1 from policy_term t where t.policy_id = p.id)`);
  await db.execute(sql`
    insert into policy_transaction (id, policy_id, type, status, effective_date, term_start, term_end, term_id,
      annual_premium_before, annual_premium_after, premium_change_cents, days_remaining, days_in_term, changes,
      snapshot, sequence, created_at, issued_at, applied_at)
    select gen_random_uuid()::text, p.id, 'newBusiness', 'issued', t.start_date, t.start_date, t.end_date, t.id,
      0, p.premium, p.premium * 100, t.end_date - t.start_date, t.end_date - t.start_date, '{}'::jsonb,
      jsonb_build_object('premium', p.premium, 'coverage', p.coverage, 'effectiveDate', t.start_date::text,
        'expirationDate', t.end_date::text)
        || case when p.home is null then '{}'::jsonb else jsonb_build_object('home', p.home, 'rating', p.rating) end,
      1, p.created_at, p.created_at, p.created_at
    from policy p join policy_term t on t.policy_id = p.id and t.number = 1
    where not exists (select 1 from policy_transaction x where x.policy_id = p.id)`);
  await db.execute(sql`
    insert into policy_ledger_entry (id, policy_id, kind, amount_cents, posted_on, transaction_id, created_at)
    select gen_random_uuid()::text, x.policy_id, 'charge', x.premium_change_cents, x.effective_date, x.id, x.issued_at
    from policy_transaction x
    where x.type = 'newBusiness' and x.status = 'issued'
      and not exists (select 1 from policy_ledger_entry l where l.transaction_id = x.id)`);
  await db.execute(sql`
    insert into policy_ledger_entry (id, policy_id, kind, amount_cents, posted_on, payment_id, created_at)
    select gen_random_uuid()::text, pay.policy_id, 'payment', -pay.amount_cents,
      (pay.completed_at at time zone 'America/New_York')::date, pay.id, pay.completed_at
    from payment pay
    where pay.status = 'completed' and pay.completed_at is not null
      and exists (select 1 from policy_term t where t.policy_id = pay.policy_id)
      and not exists (select 1 from policy_ledger_entry l where l.payment_id = pay.id)`);
  // Statistics for the rows just written: without them the planner takes the tables for empty, and the
  // invoices' statement loops over every transaction for each policy (hours at a million policies).
  await db.execute(sql`analyze policy_term, policy_transaction, policy_ledger_entry, invoice`);
  await giveFirstInvoices(db);
}

/**
 * What billing (billing/bill-policy.ts) makes of a policy with nothing but
 * its new business and payments on a full-pay term: one invoice for the
 * premium, due on the term's first day, paid by the payments up to it.
 * Policies with more history are billed by the policy rounds (billUnbilled).
 * No notice of cancellation follows these invoices: nobody was told a due date.
 * Migration 0022 ran the same statement.
 */
export async function giveFirstInvoices(db: Db): Promise<void> {
  await db.execute(sql`
    insert into invoice (id, number, policy_id, term_id, installment, due_on, premium_cents, paid_cents, past_due_notices)
    select gen_random_uuid()::text, 'INV-' || p.policy_number || '-1-1', p.id, t.id, 1, t.start_date,
      x.premium_change_cents,
      least(x.premium_change_cents, coalesce((select -sum(l.amount_cents) from policy_ledger_entry l
        where l.policy_id = p.id and l.kind = 'payment'), 0)),
      false
    from policy p
    join policy_term t on t.policy_id = p.id and t.number = 1 and t.plan = 'full'
    join policy_transaction x on x.term_id = t.id and x.type = 'newBusiness' and x.status = 'issued'
    where x.premium_change_cents > 0
      and not exists (select 1 from invoice i where i.policy_id = p.id)
      and not exists (select 1 from policy_transaction o where o.policy_id = p.id and o.status = 'issued'
        and o.type <> 'newBusiness')`);
}
