import { describe, expect, it } from "vitest";
import { apiKeyPrefixLength } from "../../src/shared/api-key";
import { demoUser, testPassword, useApi } from "./support/api-fixture";
import { signIn, siteOrigin } from "./support/sign-in";

describe("no password, token or secret in the logs", () => {
  const authSecret = "a-secret-that-must-never-be-logged-0123456789";
  const api = useApi({ logs: "trace", config: { authSecret } });

  it("logs requests, but none of what would let someone in", async () => {
    await api.addUser(demoUser.staff);
    const good = await signIn(api.app, "staff@example.com", testPassword);
    const token = good.cookies.find((cookie) => cookie.name === "sabal.session_token")!.value;
    await signIn(api.app, "staff@example.com", "a-wrong-password-typed-here");
    await api.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: `sabal.session_token=${token}`, authorization: "Bearer abc.def.ghi" },
    });
    await api.call("anonymous", "POST", "/api/auth/request-password-reset", { email: "staff@example.com" });
    const made = await api.app.inject({
      method: "POST",
      url: "/api/account/api-keys",
      headers: { cookie: `sabal.session_token=${token}`, origin: siteOrigin },
      payload: { name: "Logged?", expiresInDays: 30 },
    });
    const apiKey: string = made.json().data.secret;
    await api.program(apiKey, "POST", "/api/home/portals", {});

    const logged = api.log.text();
    expect(logged).toContain("/api/auth/sign-in/email");
    for (const secret of [
      testPassword,
      "a-wrong-password-typed-here",
      token,
      token.split(".")[0]!,
      authSecret,
      "abc.def.ghi",
      apiKey,
      apiKey.slice(apiKeyPrefixLength),
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
