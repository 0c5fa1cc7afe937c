import type pg from "pg";

/**
 * A claims department's book in SQL, the way years of filings leave it:
 * `count` claims on the policies there are, received over four years (one a
 * day per policy slot, in turn), every one acknowledged with its Bill of
 * Rights; those received more than 90 days ago decided and closed; the
 * recent ones open, half decided, a third with the demo adjuster, so that
 * the decision clock of the undecided ones older than 58 days is at risk or
 * overdue. Losses in six Florida counties. Answers the open claims.
 */
export async function fillClaims(client: pg.Client, count: number, adjusterId: string): Promise<number> {
  await client.query(
    `with pol as (select id, policy_number, row_number() over (order by id) - 1 as k from policy),
       n as (select g as n, (now() at time zone 'America/New_York')::date - (g % 1460) as received
             from generate_series(1, $1::int) g)
     insert into claim (id, claim_number, status, policy_id, member_first_name, member_last_name, policy_number,
       date_of_loss, category, notifier_first_name, notifier_last_name, notifier_email, relationship_to_member,
       address1, city, state, zip, loss_details, is_home_habitable, dwelling_damaged, other_structures_damaged,
       personal_property_damaged, additional_living_expenses, received_on, created_at, acknowledged_on,
       bill_of_rights_on, decision, decided_on, closed_on, adjuster_id)
     select gen_random_uuid()::text, 'CLM-B-' || lpad(n.n::text, 7, '0'),
       case when n.received < (now() at time zone 'America/New_York')::date - 90 then 'closed' else 'assigned' end,
       pol.id, 'Bench', 'Insured', pol.policy_number, n.received - (n.n % 5),
       (array['Water Damage','Fire Damage','Wind/Storm Damage','Theft/Burglary','Vandalism','Other'])[1 + n.n % 6],
       'Bench', 'Insured', 'bench.insured@example.com', 'Self (Policyholder)', '1 Bench Way', 'Tampa', 'FL',
       (array['33701','33602','32801','33101','34102','32501'])[1 + n.n % 6],
       'A pipe burst under the kitchen sink.', 'Yes', 'Yes', 'No', 'No', 'No',
       n.received, n.received::timestamp + interval '14 hours', n.received, n.received + 1,
       case when n.received < (now() at time zone 'America/New_York')::date - 90 or n.n % 2 = 0 then 'covered' end,
       case when n.received < (now() at time zone 'America/New_York')::date - 90 then n.received + 30
            when n.n % 2 = 0 then n.received end,
       case when n.received < (now() at time zone 'America/New_York')::date - 90 then n.received + 45 end,
       case when n.n % 3 = 0 then $2 end
     from n join pol on pol.k = n.n % (select count(*) from pol)`,
    [count, adjusterId],
  );
  await client.query("analyze claim");
  const { rows } = await client.query<{ open: number }>(
    "select count(*)::int as open from claim where closed_on is null",
  );
  return rows[0]!.open;
}
