import { describe, expect, it } from "vitest";
import { demoUser, useApi } from "./support/api-fixture";

const productionSecret = "a-long-random-production-secret-0123456789";

describe("production refuses unsafe settings", () => {
  const api = useApi();

  it("will not start without AUTH_SECRET", async () => {
    await expect(api.otherApp({ nodeEnv: "production" })).rejects.toThrow(/AUTH_SECRET/);
  });

  it("will not start while the demo accounts exist", async () => {
    await api.addUser(demoUser.staff);
    await expect(api.otherApp({ nodeEnv: "production", authSecret: productionSecret })).rejects.toThrow(
      /demo accounts present: staff@example.com/,
    );
  });

  it("starts with a real secret and no demo accounts", async () => {
    const app = await api.otherApp({ nodeEnv: "production", authSecret: productionSecret });
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
