import { describe, expect, it } from "vitest";
import { useApi } from "./support/api-fixture";

describe("security headers on every answer", () => {
  const api = useApi();

  it("sends the standard set, and a policy under which nothing runs, with API answers", async () => {
    for (const url of ["/api/health", "/api/nothing-here"]) {
      const response = await api.app.inject({ method: "GET", url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["permissions-policy"], url).toContain("camera=()");
      expect(response.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("adds HSTS in production", async () => {
    const production = await api.otherApp({ nodeEnv: "production", authSecret: "x".repeat(40) });
    const response = await production.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
