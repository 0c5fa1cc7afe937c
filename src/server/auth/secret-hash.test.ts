import { describe, expect, it } from "vitest";
import { hashSecret, sameText, secretHashPattern, verifySecret } from "./secret-hash";

describe("secret hashes", () => {
  it("verifies the secret it was made from, and nothing else", async () => {
    const stored = await hashSecret("correct horse battery");
    expect(stored).toMatch(secretHashPattern);
    expect(await verifySecret("correct horse battery", stored)).toBe(true);
    expect(await verifySecret("correct horse batterY", stored)).toBe(false);
    expect(await verifySecret("", stored)).toBe(false);
  });

  it("salts every hash, and never matches a malformed one", async () => {
    expect(await hashSecret("same")).not.toBe(await hashSecret("same"));
    expect(await verifySecret("x", "plain-text-password")).toBe(false);
  });

  it("compares texts whatever their lengths", () => {
    expect(sameText("producer", "producer")).toBe(true);
    expect(sameText("producer", "producer2")).toBe(false);
    expect(sameText("", "a")).toBe(false);
  });
});
