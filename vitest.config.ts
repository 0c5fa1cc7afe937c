import { defineConfig } from "vitest/config";
import { defaultCompany } from "./src/shared/company.ts";

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
          include: ["tests/reliability/**/*.test.ts"],
          // In-process scenarios share the API tests' per-worker database.
          globalSetup: ["tests/api/support/global-setup.ts"],
          environment: "node",
          // One scenario at a time: load and crash figures mean nothing with another scenario beside them.
          fileParallelism: false,
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
