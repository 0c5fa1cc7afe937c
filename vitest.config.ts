import { defineConfig } from "vitest/config";
import { defaultCompany } from "./src/shared/company.ts";

// The reliability scenarios whose figures (latency, recovery time, what a
// kill cost) depend on having the machine to themselves.
const reliabilityFigures = [
  "tests/reliability/load.test.ts",
  "tests/reliability/crash.test.ts",
  "tests/reliability/payment-settlement-crash.test.ts",
  "tests/reliability/request-limits.test.ts",
  "tests/reliability/backup-under-load.test.ts",
];
// The outages: most of their time is the outage itself, a wait that leaves
// the machine idle (measured: 54-98 % of both cores), so the two share it.
const reliabilityOutages = ["tests/reliability/database-outage.test.ts", "tests/reliability/mail-outage.test.ts"];

// What the three reliability projects share. In-process scenarios use the API tests' per-worker
// database; servers start from one seed.
const reliabilitySuite = {
  globalSetup: ["tests/api/support/global-setup.ts", "tests/reliability/support/seed-once.ts"],
  environment: "node",
  testTimeout: 180_000,
  hookTimeout: 120_000,
};

// Vitest has its own config so it neither loads the React Router plugin nor
// picks up the Playwright specs in tests/e2e.
export default defineConfig({
  define: { __COMPANY__: JSON.stringify(defaultCompany) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          environment: "node",
          // The dependency-rule test lints the whole source tree: seconds, more on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/support/global-setup.ts"],
          environment: "node",
          // One migrated database per worker, shared by the files it runs
          // (a fresh PGlite costs seconds and ~0.7 GB): no per-file isolation.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "reliability",
          include: reliabilityFigures,
          ...reliabilitySuite,
          // One scenario at a time: load, crash and outage figures mean nothing with another scenario beside them.
          fileParallelism: false,
          // Nor with what an earlier one left in the process. The storm's unanswered claims, first seen only after
          // the others, had another cause (decision 0039). Measured once since without isolation: none unanswered,
          // but a claim p99 of 6.0 s and 48 claims over 5 s, against 4.4 s and none in CI's run beside it.
          isolate: true,
          // After the checks and the outages below, never beside them.
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: "reliability-outages",
          include: reliabilityOutages,
          ...reliabilitySuite,
          isolate: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "reliability-checks",
          // The scenarios that prove what happens, not how fast: two at a time, each on its worker's database.
          include: ["tests/reliability/**/*.test.ts"],
          exclude: [...reliabilityFigures, ...reliabilityOutages],
          ...reliabilitySuite,
          // Each file on a database and modules of its own: sharing a worker's with the file before it, the
          // access enumeration has twice answered agent2 200 where it answers 403 alone, and run out of time.
          isolate: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
