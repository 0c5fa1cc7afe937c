import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoUser, testPassword as password, useApi, type ApiFixture } from "./support/api-fixture";
import { signIn, siteOrigin } from "./support/sign-in";

const redisUrl = "redis://127.0.0.1:6379";

async function clearRedisCounts(): Promise<void> {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys("sabal:auth:*");
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}

const requestReset = (app: FastifyInstance, email: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    headers: { origin: siteOrigin },
    payload: { email, redirectTo: "/agents/reset-password" },
  });

/** The accounts these tests knock at, by e-mail and by username. */
const addAccounts = async (api: ApiFixture) => {
  for (const login of [demoUser.staff, demoUser.agent, demoUser.member]) await api.addUser(login);
};

describe("rate limits on sign-in and password reset", () => {
  describe("on one instance", () => {
    const api = useApi();
    beforeEach(() => addAccounts(api));

    it("locks an account after 5 wrong passwords, even for the right one, and says when to retry", async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await signIn(api.app, "agent@example.com", `wrong-${attempt}`)).statusCode).toBe(401);
      }
      const locked = await signIn(api.app, "agent@example.com", password);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(60);
      expect(locked.json()).toMatchObject({ success: false, data: { retryAfterSeconds: expect.any(Number) } });
      // By username too: the same account.
      expect((await signIn(api.app, "AGENT", password)).statusCode).toBe(429);
      // Other accounts are not affected.
      expect((await signIn(api.app, "staff@example.com", password)).statusCode).toBe(200);
    });

    it("clears an account's failures when it signs in", async () => {
      for (let attempt = 1; attempt <= 4; attempt++) await signIn(api.app, "member@example.com", "wrong");
      expect((await signIn(api.app, "member@example.com", password)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt++) await signIn(api.app, "member@example.com", "wrong");
      expect((await signIn(api.app, "member@example.com", password)).statusCode).toBe(200);
    });

    it("allows 3 reset requests an hour per account", async () => {
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await requestReset(api.app, "staff@example.com")).statusCode).toBe(200);
      }
      const limited = await requestReset(api.app, "staff@example.com");
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    });
  });

  describe("shared through Redis by every instance", () => {
    beforeAll(clearRedisCounts);
    const api = useApi({ config: { redisUrl } });
    afterAll(clearRedisCounts);
    beforeEach(() => addAccounts(api));

    it("counts failures made on two instances together", async () => {
      const first = api.app;
      const second = await api.otherApp();
      for (let attempt = 1; attempt <= 3; attempt++) await signIn(first, "staff@example.com", "wrong");
      for (let attempt = 1; attempt <= 2; attempt++) await signIn(second, "staff@example.com", "wrong");
      expect((await signIn(first, "staff@example.com", password)).statusCode).toBe(429);
      expect((await signIn(second, "staff@example.com", password)).statusCode).toBe(429);
    });
  });
});
