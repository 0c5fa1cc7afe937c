import type { FastifyInstance } from "fastify";
import { buildApp, type AppDependencies } from "../../../src/server/app";
import { loadConfig, type AppConfig } from "../../../src/server/env";
import { testDatabase } from "./test-database";

/** The configuration tests run with: API only, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SERVE_CLIENT: "false" }), ...overrides };
}

/** The real app on the worker's shared database; call `app.inject` on it. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  deps: Omit<AppDependencies, "database"> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(overrides), { database: await testDatabase(), ...deps });
}
