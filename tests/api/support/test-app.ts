import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp, type AppDependencies } from "../../../src/server/app";
import { loadConfig, type AppConfig } from "../../../src/server/env";
import { testDatabase } from "./test-database";

// One folder per test worker for uploaded files, never the project's ./data;
// removed at the end of the run by support/global-setup.ts.
const filesDirectory = mkdtempSync(join(tmpdir(), `sabal-test-files-${inject("schemaPrefix")}`));

/** The configuration tests run with: API only, quiet logs, files in a temporary folder. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SERVE_CLIENT: "false" }),
    storage: { kind: "local", directory: filesDirectory },
    ...overrides,
  };
}

/** The real app on the worker's shared database (unless `deps` names another); call `app.inject` on it. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(overrides), { database: await testDatabase(), ...deps });
}
