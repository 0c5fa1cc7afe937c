import pg from "pg";

/** The demo's policy the benchmarks use as a staff member's everyday record: claims are filed on it, its page is read. */
export const benchPolicyNumber = "SRE-0000004";

/** Its id in the benchmark database (ids are random: each seed makes new ones). */
export async function benchPolicyId(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from policy where policy_number = $1", [
      benchPolicyNumber,
    ]);
    if (!rows[0]) throw new Error(`the benchmark database has no policy ${benchPolicyNumber}`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}
