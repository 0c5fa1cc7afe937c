import { describe, expect, it } from "vitest";
import {
  isOutcomeSigned,
  outcomeSignature,
  readReference,
  signReference,
  type CheckoutReference,
} from "./signed-reference";

const secret = "a-secret-shared-with-the-portal-0123456789";
const reference: CheckoutReference = {
  paymentId: "6b0c9a5e-0000-4000-8000-000000000001",
  amountCents: 9_625_000,
  currency: "USD",
  expiresAt: 1_800_000_000_000,
  returnUrl: "https://sabal.example.com/pay-policy/confirmation",
};

describe("signed checkout references", () => {
  it("reads back what was signed, with the same secret only", () => {
    const token = signReference(reference, secret);
    expect(readReference(token, secret)).toEqual(reference);
    expect(readReference(token, `${secret}x`)).toBeNull();
  });

  it("refuses a changed payload, a cut token and garbage", () => {
    const [payload, signature] = signReference(reference, secret).split(".") as [string, string];
    const cheaper = Buffer.from(JSON.stringify({ ...reference, amountCents: 1 })).toString("base64url");
    expect(readReference(`${cheaper}.${signature}`, secret)).toBeNull();
    expect(readReference(payload, secret)).toBeNull();
    expect(readReference(`${payload}.${signature}.x`, secret)).toBeNull();
    expect(readReference("not a token", secret)).toBeNull();
  });

  it("signs the portal's outcome over the reference and the status together", () => {
    const token = signReference(reference, secret);
    const sig = outcomeSignature(token, "completed", secret);
    expect(isOutcomeSigned(token, "completed", sig, secret)).toBe(true);
    expect(isOutcomeSigned(token, "failed", sig, secret)).toBe(false);
    expect(isOutcomeSigned(token, "completed", sig, `${secret}x`)).toBe(false);
  });
});
