import { describe, expect, it } from "vitest";
import { hashSecret } from "../../src/server/auth/secret-hash";
import { useApi } from "./support/api-fixture";
import { callWithCookie } from "./support/call";

const formUrl = "https://esign.example.com/forms/lpa-2026";
const passwordHash = await hashSecret("agreement-password-1");

describe("Limited Producer Agreement sign-in", () => {
  const api = useApi({
    config: { producerAgreement: { username: "producer", password: { kind: "hash", hash: passwordHash }, formUrl } },
  });

  const signIn = (body: object, ip = "192.0.2.10") =>
    api.call("anonymous", "POST", "/api/lpa/sign-in", body, { remoteAddress: ip });

  it("answers the e-signature form for the right pair", async () => {
    const answer = await signIn({ username: " producer ", password: "agreement-password-1" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ data: { redirectUrl: formUrl }, message: "Redirecting to DocuSign..." });
  });

  it("gives one answer whatever was wrong, and names a missing field", async () => {
    for (const body of [
      { username: "producer", password: "wrong" },
      { username: "someone", password: "agreement-password-1" },
      { username: "someone", password: "wrong" },
    ]) {
      const answer = await signIn(body, "192.0.2.11");
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        data: null,
        success: false,
        message: "Invalid username or password",
        errors: [],
      });
    }
    const missing = await signIn({ username: "producer" }, "192.0.2.11");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe("password");
  });

  it("stops guessing from one address after 10 tries in 15 minutes", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await signIn({ username: "producer", password: `guess-${attempt}` }, "192.0.2.12")).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const blocked = await signIn({ username: "producer", password: "agreement-password-1" }, "192.0.2.12");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signIn({ username: "producer", password: "agreement-password-1" }, "192.0.2.13")).statusCode).toBe(
      200,
    );
  });

  it("says the agreement is not available when production has no credential configured", async () => {
    const unconfigured = await api.otherApp({ producerAgreement: null });
    const answer = await callWithCookie(unconfigured, undefined, "POST", "/api/lpa/sign-in", {
      username: "producer",
      password: "anything",
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe("The producer agreement is not available right now.");
  });
});
