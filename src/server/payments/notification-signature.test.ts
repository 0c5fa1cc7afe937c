import { describe, expect, it } from "vitest";
import { checkNotification, notificationSignature } from "./notification-signature";

const secret = "a-secret-shared-with-the-portal-0123456789";
const body = Buffer.from('{"eventId":"evt_1","paymentId":"p","status":"completed"}');
const now = 1_800_000_000_000;
const timestamp = String(now / 1000);
const signed = { rawBody: body, timestamp, signature: notificationSignature(body, timestamp, secret) };

describe("portal notification signatures", () => {
  it("accepts what the portal signed, with the same secret, body and timestamp only", () => {
    expect(checkNotification(signed, secret, 300, now)).toBe("valid");
    expect(checkNotification(signed, `${secret}x`, 300, now)).toBe("badSignature");
    expect(checkNotification({ ...signed, rawBody: Buffer.from(`${body} `) }, secret, 300, now)).toBe("badSignature");
    expect(checkNotification({ ...signed, timestamp: String(now / 1000 + 1) }, secret, 300, now)).toBe("badSignature");
  });

  it("signs the bytes as sent, not a re-encoding of them", () => {
    const latin = Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d]);
    const signature = notificationSignature(latin, timestamp, secret);
    expect(checkNotification({ rawBody: latin, timestamp, signature }, secret, 300, now)).toBe("valid");
    const reencoded = Buffer.from(latin.toString("utf8"));
    expect(checkNotification({ rawBody: reencoded, timestamp, signature }, secret, 300, now)).toBe("badSignature");
  });

  it("refuses a signature outside the tolerance, either way, as stale", () => {
    expect(checkNotification(signed, secret, 300, now + 300_000)).toBe("valid");
    expect(checkNotification(signed, secret, 300, now + 301_000)).toBe("stale");
    expect(checkNotification(signed, secret, 300, now - 301_000)).toBe("stale");
  });

  it("refuses missing parts and a timestamp that is not Unix seconds", () => {
    expect(checkNotification({ ...signed, rawBody: undefined }, secret, 300, now)).toBe("badSignature");
    expect(checkNotification({ ...signed, signature: undefined }, secret, 300, now)).toBe("badSignature");
    expect(checkNotification({ ...signed, timestamp: undefined }, secret, 300, now)).toBe("badSignature");
    const iso = new Date(now).toISOString();
    const isoSigned = { rawBody: body, timestamp: iso, signature: notificationSignature(body, iso, secret) };
    expect(checkNotification(isoSigned, secret, 300, now)).toBe("badSignature");
  });
});
