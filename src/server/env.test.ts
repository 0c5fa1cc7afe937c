import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";

describe("configuration", () => {
  it("defaults to port 3000 and PGlite under ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "data/pglite" });
    expect(config.clientDir).toBe("./build/client");
  });

  it("switches to PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/sabal" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@127.0.0.1:5432/sabal" });
  });

  it("keeps data where DATA_DIR says", () => {
    expect(loadConfig({ DATA_DIR: "/var/lib/sabal" }).database).toEqual({
      kind: "pglite",
      dataDir: "/var/lib/sabal/pglite",
    });
  });

  it("keeps uploads in DATA_DIR/files or the database, up to 25 MB unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: "/srv/sabal" }).storage).toEqual({ kind: "local", directory: "/srv/sabal/files" });
    expect(loadConfig({ STORAGE: "database" }).storage).toEqual({ kind: "database" });
    expect(loadConfig({}).uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_MB: "2.5" }).uploadMaxBytes).toBe(2_621_440);
    expect(() => loadConfig({ STORAGE: "s3" })).toThrow(/STORAGE/);
  });

  it("gives up on a refused e-mail after 8 attempts unless told otherwise", () => {
    expect(loadConfig({}).mailMaxAttempts).toBe(8);
    expect(loadConfig({ MAIL_MAX_ATTEMPTS: "3" }).mailMaxAttempts).toBe(3);
    for (const wrong of ["0", "21", "2.5", "many"]) {
      expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: wrong })).toThrow(/MAIL_MAX_ATTEMPTS/);
    }
  });

  it("names every invalid variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it("requires two-step verification for staff in production unless told otherwise", () => {
    expect(loadConfig({ NODE_ENV: "production" }).staffTwoFactorRequired).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", STAFF_TWO_FACTOR_REQUIRED: "false" }).staffTwoFactorRequired).toBe(
      false,
    );
    expect(loadConfig({}).staffTwoFactorRequired).toBe(false);
  });

  it("derives the public URL from the port, without a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "8080" }).trustedOrigins).toEqual(["http://localhost:8080", "http://127.0.0.1:8080"]);
    expect(loadConfig({ PUBLIC_URL: "https://www.sabal.example.com/" }).publicUrl).toBe(
      "https://www.sabal.example.com",
    );
  });

  it("uses the configured producer-agreement credential, a demo one outside production, none in production", () => {
    const hash = "scrypt$16384$8$1$c2FsdA==$aGFzaA==";
    expect(
      loadConfig({ LPA_USERNAME: "lpa", LPA_PASSWORD_HASH: hash, LPA_FORM_URL: "https://esign.example.com/x" })
        .producerAgreement,
    ).toEqual({ username: "lpa", password: { kind: "hash", hash }, formUrl: "https://esign.example.com/x" });
    expect(loadConfig({ DEMO_PASSWORD: "demo-password" }).producerAgreement).toMatchObject({
      username: "producer",
      password: { kind: "demo", plain: "demo-password" },
    });
    expect(loadConfig({ NODE_ENV: "production" }).producerAgreement).toBeNull();
    expect(() => loadConfig({ LPA_PASSWORD_HASH: "plain-text" })).toThrow(/LPA_PASSWORD_HASH/);
    expect(() => loadConfig({ LPA_FORM_URL: "http://esign.example.com/" })).toThrow(/LPA_FORM_URL/);
  });

  it("pays through the demo portal outside production, a configured hosted portal, or not at all in production", () => {
    expect(loadConfig({}).paymentPortal).toMatchObject({ kind: "demo" });
    const hosted = {
      PAYMENT_PORTAL: "hosted",
      PAYMENT_PORTAL_URL: "https://pay.example.com/checkout",
      PAYMENT_PORTAL_SECRET: "s".repeat(32),
    };
    expect(loadConfig(hosted).paymentPortal).toEqual({
      kind: "hosted",
      url: "https://pay.example.com/checkout",
      secret: "s".repeat(32),
    });
    expect(loadConfig({ NODE_ENV: "production" }).paymentPortal).toBeNull();
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_PORTAL: "demo" }).paymentPortal).toBeNull();
    expect(loadConfig({ ...hosted, NODE_ENV: "production" }).paymentPortal).toMatchObject({ kind: "hosted" });
    expect(() => loadConfig({ PAYMENT_PORTAL_URL: "http://pay.example.com/" })).toThrow(/PAYMENT_PORTAL_URL/);
    expect(() => loadConfig({ PAYMENT_PORTAL_SECRET: "short" })).toThrow(/PAYMENT_PORTAL_SECRET/);
  });

  it("opens /metrics outside production, and in production only with METRICS_TOKEN", () => {
    expect(loadConfig({}).metrics).toEqual({ kind: "open" });
    expect(loadConfig({ NODE_ENV: "production" }).metrics).toBeNull();
    const token = "a-scraper-token-0123456789";
    expect(loadConfig({ NODE_ENV: "production", METRICS_TOKEN: token }).metrics).toEqual({ kind: "token", token });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("runs housekeeping hourly (not in tests), keeping sent mail and abandoned payments 90 days unless told otherwise", () => {
    expect(loadConfig({}).housekeeping).toEqual({ everyMinutes: 60, sentMailDays: 90, abandonedPaymentDays: 90 });
    expect(loadConfig({ NODE_ENV: "test" }).housekeeping.everyMinutes).toBe(0);
    expect(
      loadConfig({ HOUSEKEEPING_MINUTES: "15", RETENTION_SENT_MAIL_DAYS: "30", RETENTION_ABANDONED_PAYMENT_DAYS: "7" })
        .housekeeping,
    ).toEqual({ everyMinutes: 15, sentMailDays: 30, abandonedPaymentDays: 7 });
    expect(() => loadConfig({ HOUSEKEEPING_MINUTES: "-1" })).toThrow(/HOUSEKEEPING_MINUTES/);
    expect(() => loadConfig({ RETENTION_SENT_MAIL_DAYS: "0", RETENTION_ABANDONED_PAYMENT_DAYS: "a week" })).toThrow(
      /RETENTION_SENT_MAIL_DAYS[\s\S]*RETENTION_ABANDONED_PAYMENT_DAYS/,
    );
  });
});
