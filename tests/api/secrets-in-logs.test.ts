import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { seedDemoData } from "../../src/server/db/seed";
import { signIn, siteOrigin } from "./support/sign-in";
import { buildTestApp, testConfig } from "./support/test-app";
import { resetDatabase, testDatabase } from "./support/test-database";

describe("no password, token or secret in the logs", () => {
  let app: FastifyInstance;
  let logged = "";
  const config = testConfig({ logLevel: "trace", authSecret: "a-secret-that-must-never-be-logged-0123456789" });

  beforeAll(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    await seedDemoData(database, config);
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => (logged += chunk.toString("utf8")));
    app = await buildTestApp(config, { logStream: stream });
  });
  afterAll(() => app.close());

  it("logs requests, but none of what would let someone in", async () => {
    const good = await signIn(app, "staff@example.com", config.demoPassword);
    const token = good.cookies.find((cookie) => cookie.name === "sabal.session_token")!.value;
    await signIn(app, "staff@example.com", "a-wrong-password-typed-here");
    await app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: `sabal.session_token=${token}`, authorization: "Bearer abc.def.ghi" },
    });
    await app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: siteOrigin },
      payload: { email: "staff@example.com" },
    });

    expect(logged).toContain("/api/auth/sign-in/email");
    for (const secret of [
      config.demoPassword,
      "a-wrong-password-typed-here",
      token,
      token.split(".")[0]!,
      config.authSecret,
      "abc.def.ghi",
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
