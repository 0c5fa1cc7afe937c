import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * Configuration, validated once. This is the only module that reads
 * process.env; everything else receives a typed AppConfig.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CLIENT_DIR: z.string().min(1).default("./build/client"),
  SERVE_CLIENT: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  COMPANY_FILE: z.string().optional(),
});

export type DatabaseConfig = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string; schema?: string };

export interface AppConfig {
  nodeEnv: "development" | "test" | "production";
  port: number;
  host: string;
  logLevel: string;
  /** Everything the app keeps on disk lives under this folder. */
  dataDir: string;
  database: DatabaseConfig;
  /** Where the built client (prerendered pages, assets) lives; null serves the API only. */
  clientDir: string | null;
  companyFile: string | undefined;
}

/**
 * The process environment, after applying a `.env` file in the working
 * directory when there is one (variables already set win).
 */
export function readEnvironment(): NodeJS.ProcessEnv {
  if (existsSync(".env")) process.loadEnvFile(".env");
  return process.env;
}

export function loadConfig(env: NodeJS.ProcessEnv = readEnvironment()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dataDir: join(e.DATA_DIR, "pglite") },
    clientDir: e.SERVE_CLIENT ? e.CLIENT_DIR : null,
    companyFile: e.COMPANY_FILE,
  };
}
