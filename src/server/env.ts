import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { secretHashPattern } from "./auth/secret-hash";

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
  /** The address visitors use; links in e-mails and the allowed Origin of requests. */
  PUBLIC_URL: z.url().optional(),
  /** Signs sessions and encrypts two-factor secrets: at least 32 random characters. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DEMO_PASSWORD: z.string().min(8).default("sabal-demo-2026"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Sabal Reciprocal Exchange <no-reply@sabal.example.com>"),
  /**
   * How many times a message the mail server refuses is tried (back-off 30 s, doubling to an hour) before it is
   * marked failed, for staff to send again from the Mail screen. An outage of the server itself costs no attempt.
   */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** Shares rate-limit counts between instances. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  /** Set behind a load balancer or proxy, so the client's IP is read from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Where uploaded files live: a folder under DATA_DIR (one machine) or the database (shared by all instances). */
  STORAGE: z.enum(["local", "database"]).default("local"),
  /** The largest upload accepted, in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(25),
  /** The Limited Producer Agreement sign-in (/lpa): username, scrypt hash of the password (`npm run lpa:hash`), e-signature form. */
  LPA_USERNAME: z.string().trim().min(1).max(100).optional(),
  LPA_PASSWORD_HASH: z.string().regex(secretHashPattern, "must be made by npm run lpa:hash").optional(),
  LPA_FORM_URL: z.url({ protocol: /^https$/, error: "must be an https:// URL" }).optional(),
  /** Where premiums are paid: the embedded demo portal, or a hosted payment page (URL and shared secret). */
  PAYMENT_PORTAL: z.enum(["demo", "hosted"]).optional(),
  PAYMENT_PORTAL_URL: z.url({ protocol: /^https$/, error: "must be an https:// URL" }).optional(),
  PAYMENT_PORTAL_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** How far a portal notification's signed timestamp may be from our clock: older ones are refused as replays. */
  PAYMENT_NOTIFICATION_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Staff must turn on two-step verification before using the staff area; on by default in production. */
  STAFF_TWO_FACTOR_REQUIRED: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  /** How long the app may take to answer a request before it answers 503 instead; also each database statement's limit. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  /** How long a client may take to send a request's headers (a slow-loris client is cut off after it). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(20),
  /** How long a client may take to send a whole request, an upload on a slow phone line included. */
  TRANSFER_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(300),
  /** Connections open at once; the next ones are refused, so memory and file handles stay bounded. */
  MAX_CONNECTIONS: z.coerce.number().int().positive().max(100_000).default(1000),
  /** How often each instance applies policy changes whose day has come, expires ended terms and offers renewals; 0 turns it off (tests). */
  POLICY_ROUNDS_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  /** How often each instance looks for claim letters owed (a new claim's acknowledgement with the Bill of Rights); 0 turns it off (tests). */
  CLAIM_LETTERS_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** How often each instance runs a housekeeping round (modules/housekeeping); 0 turns it off (tests). */
  HOUSEKEEPING_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  /** How long delivered e-mails stay in the outbox after they were sent; failed and pending ones are never removed. */
  RETENTION_SENT_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * How long a payment attempt that never settled is kept. It must outlast
   * the portal's retries of a late notification (decision 0034), hence a day at least.
   */
  RETENTION_ABANDONED_PAYMENT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Tests only: "today" moved by this many days (dated rules seen on a running server); refused in production. */
  CLOCK_OFFSET_DAYS: z.coerce.number().int().min(-3650).max(3650).optional(),
  /** The bearer token a Prometheus scraper sends to read /metrics in production. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
});

/** Used outside production when AUTH_SECRET is not set; production refuses to start with it. */
export const developmentAuthSecret = "sabal-development-secret-not-for-production-use";

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
  /** Origin visitors use, without a trailing slash. */
  publicUrl: string;
  /** Origins whose state-changing requests are accepted (CSRF): the public URL, and loopback when it is not set. */
  trustedOrigins: string[];
  authSecret: string;
  demoPassword: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Attempts before a refused message is marked failed (decision 0008). */
  mailMaxAttempts: number;
  staffTwoFactorRequired: boolean;
  redisUrl: string | undefined;
  trustProxy: boolean;
  storage: StorageConfig;
  uploadMaxBytes: number;
  producerAgreement: ProducerAgreementConfig | null;
  paymentPortal: PaymentPortalConfig | null;
  /** Seconds a portal notification's signature stays acceptable (decision 0011): the replay window. */
  paymentNotificationToleranceSeconds: number;
  metrics: MetricsAccess | null;
  limits: RequestLimits;
  /** Minutes between policy rounds (decision 0030); 0: none. */
  policyRoundsMinutes: number;
  /** Seconds between passes that write the claim letters owed (decision 0047); 0: none. */
  claimLettersSeconds: number;
  housekeeping: HousekeepingSettings;
  /** Tests only: days "today" is moved by (shared/calendar-date.ts shiftCalendar). */
  clockOffsetDays: number;
}

/** What the housekeeping rounds remove, and how often they run (decision 0034). */
export interface HousekeepingSettings {
  /** Minutes between rounds; 0: none on a timer (a round still runs when asked, as tests do). */
  everyMinutes: number;
  /** Days a delivered e-mail stays in the outbox after it was sent. */
  sentMailDays: number;
  /** Days a payment attempt that never settled (and that nothing refers to) is kept. */
  abandonedPaymentDays: number;
}

/** How long and how many: each set deliberately, so a slow or hostile client cannot hold the server (docs/decisions/0019). */
export interface RequestLimits {
  /** The app's budget to answer one request (503 after it); also each database statement's. */
  answerMs: number;
  headersMs: number;
  /** Receiving a whole request, and answering an upload route, which reads its body as it arrives. */
  transferMs: number;
  maxConnections: number;
}

/**
 * Who may open the producer agreement, and where it is signed. Outside
 * production, unset values fall back to a demo producer whose password is
 * DEMO_PASSWORD; in production all three must be set, or the page says the
 * agreement is not available.
 */
export type ProducerAgreementConfig = {
  username: string;
  password: { kind: "hash"; hash: string } | { kind: "demo"; plain: string };
  formUrl: string;
};

/** The demo e-signature form (a placeholder address; production sets LPA_FORM_URL). */
export const demoProducerAgreementFormUrl = "https://esign.example.com/sabal/limited-producer-agreement";

function producerAgreement(e: z.infer<typeof envSchema>): ProducerAgreementConfig | null {
  if (e.LPA_USERNAME && e.LPA_PASSWORD_HASH && e.LPA_FORM_URL) {
    return { username: e.LPA_USERNAME, password: { kind: "hash", hash: e.LPA_PASSWORD_HASH }, formUrl: e.LPA_FORM_URL };
  }
  if (e.NODE_ENV === "production") return null;
  return {
    username: e.LPA_USERNAME ?? "producer",
    password: e.LPA_PASSWORD_HASH
      ? { kind: "hash", hash: e.LPA_PASSWORD_HASH }
      : { kind: "demo", plain: e.DEMO_PASSWORD },
    formUrl: e.LPA_FORM_URL ?? demoProducerAgreementFormUrl,
  };
}

/**
 * The payment portal (docs/decisions/0011). `hosted` needs its URL and the
 * secret shared with it. `demo`, a page of this site that moves no money, is
 * the default outside production; production without a hosted portal has
 * online payment turned off.
 */
export type PaymentPortalConfig = { kind: "hosted"; url: string; secret: string } | { kind: "demo"; secret: string };

function paymentPortal(e: z.infer<typeof envSchema>, authSecret: string): PaymentPortalConfig | null {
  const kind = e.PAYMENT_PORTAL ?? (e.NODE_ENV === "production" ? "hosted" : "demo");
  if (kind === "hosted") {
    if (e.PAYMENT_PORTAL_URL && e.PAYMENT_PORTAL_SECRET) {
      return { kind, url: e.PAYMENT_PORTAL_URL, secret: e.PAYMENT_PORTAL_SECRET };
    }
    return null;
  }
  if (e.NODE_ENV === "production") return null;
  return { kind, secret: e.PAYMENT_PORTAL_SECRET ?? `${authSecret}:demo-payment-portal` };
}

/**
 * Who may read /metrics. Outside production anyone; in production only a
 * scraper sending METRICS_TOKEN, and without one the endpoint does not exist
 * (null), so nothing about the process leaks to the public.
 */
export type MetricsAccess = { kind: "open" } | { kind: "token"; token: string };

function metricsAccess(e: z.infer<typeof envSchema>): MetricsAccess | null {
  if (e.NODE_ENV !== "production") return { kind: "open" };
  return e.METRICS_TOKEN ? { kind: "token", token: e.METRICS_TOKEN } : null;
}

export type StorageConfig = { kind: "local"; directory: string } | { kind: "database" };

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
    const problems = parsed.error.issues.map((failure) => `  ${failure.path.join(".")}: ${failure.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && e.CLOCK_OFFSET_DAYS) {
    throw new Error("Invalid configuration:\n  CLOCK_OFFSET_DAYS: is for tests; production runs on the real calendar");
  }
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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    trustedOrigins: e.PUBLIC_URL
      ? [new URL(e.PUBLIC_URL).origin]
      : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`],
    authSecret: e.AUTH_SECRET ?? developmentAuthSecret,
    demoPassword: e.DEMO_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    staffTwoFactorRequired: e.STAFF_TWO_FACTOR_REQUIRED ?? e.NODE_ENV === "production",
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    storage: e.STORAGE === "database" ? { kind: "database" } : { kind: "local", directory: join(e.DATA_DIR, "files") },
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    producerAgreement: producerAgreement(e),
    paymentPortal: paymentPortal(e, e.AUTH_SECRET ?? developmentAuthSecret),
    paymentNotificationToleranceSeconds: e.PAYMENT_NOTIFICATION_TOLERANCE_SECONDS,
    metrics: metricsAccess(e),
    policyRoundsMinutes: e.POLICY_ROUNDS_MINUTES ?? (e.NODE_ENV === "test" ? 0 : 60),
    claimLettersSeconds: e.CLAIM_LETTERS_SECONDS ?? (e.NODE_ENV === "test" ? 0 : 60),
    housekeeping: {
      everyMinutes: e.HOUSEKEEPING_MINUTES ?? (e.NODE_ENV === "test" ? 0 : 60),
      sentMailDays: e.RETENTION_SENT_MAIL_DAYS,
      abandonedPaymentDays: e.RETENTION_ABANDONED_PAYMENT_DAYS,
    },
    clockOffsetDays: e.CLOCK_OFFSET_DAYS ?? 0,
    limits: {
      answerMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      transferMs: e.TRANSFER_TIMEOUT_SECONDS * 1000,
      maxConnections: e.MAX_CONNECTIONS,
    },
  };
}
