// The figures: the billing replay in process, and billing through the
// running API on a PostgreSQL database of its own (endorsements that re-bill,
// reads of a policy's billing).
import { startBuiltServer } from "../../tests/support/built-server";
import { benchDemoPassword, demoServerEnv, seedDemoData } from "../../tests/support/demo-data";
import { signIn } from "../../tests/support/sign-in";
import { benchAdminUrl, createThrowawayDatabase } from "../../tests/support/throwaway-database";
import { billingApiLatency, type BillingApiFigures } from "./api-latency";
import { billingEngineTime, type BillingEngineTime } from "./engine-time";

export interface BillingBench {
  engine: BillingEngineTime;
  api: BillingApiFigures;
}

export async function runBillingBench(options: {
  policies: number;
  endorsements: number;
  reads: number;
}): Promise<BillingBench> {
  console.error(`billing: the replay in process (${options.policies.toLocaleString("en-US")} policies)...`);
  const engine = billingEngineTime(options.policies);
  const database = await createThrowawayDatabase(benchAdminUrl, "bench_billing");
  try {
    const env = { DATABASE_URL: database.url };
    seedDemoData(env);
    const server = await startBuiltServer({ ...demoServerEnv, POLICY_ROUNDS_MINUTES: "0", ...env });
    try {
      const cookie = await signIn(server.url, {
        email: "staff@example.com",
        password: benchDemoPassword,
        origin: server.url,
      });
      console.error(`billing: ${options.endorsements} endorsements and ${options.reads} reads through the API...`);
      return { engine, api: await billingApiLatency(server.url, cookie, options) };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
