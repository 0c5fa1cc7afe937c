import { describe, expect, it } from "vitest";
import { apiKeyMarker, apiKeyPrefixLength } from "../../shared/api-key";
import { bearerToken, hashApiKey, newApiKeySecret } from "./api-key-secret";

describe("API key secrets", () => {
  it("makes a long random key with a recognisable start, and keeps only its hash", () => {
    const first = newApiKeySecret();
    const second = newApiKeySecret();
    expect(first.secret.startsWith(apiKeyMarker)).toBe(true);
    expect(first.secret.length).toBeGreaterThanOrEqual(apiKeyMarker.length + 43);
    expect(first.secret).not.toBe(second.secret);
    expect(first.prefix).toBe(first.secret.slice(0, apiKeyPrefixLength));
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).toBe(hashApiKey(first.secret));
    expect(first.hash).not.toContain(first.secret.slice(apiKeyMarker.length));
  });

  it("reads the token of a Bearer header, and nothing from other schemes", () => {
    expect(bearerToken("Bearer sabal_abc")).toBe("sabal_abc");
    expect(bearerToken("bearer  sabal_abc ")).toBe("sabal_abc");
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken("Basic dXNlcjpwYXNz")).toBeNull();
    expect(bearerToken("Bearerish x")).toBeNull();
    // A Bearer header that names no single token is still a (refused) bearer attempt.
    expect(bearerToken("Bearer")).toBe("");
    expect(bearerToken("Bearer a b")).toBe("");
  });
});
