import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, payments } from "../../src/server/db/schema";
import { outcomeSignature, readReference, signReference } from "../../src/server/payments/signed-reference";
import { parseMail } from "../support/mail-message";
import { fieldsOf } from "./support/answers";
import { useApi, type ApiFixture } from "./support/api-fixture";
import { callWithCookie } from "./support/call";
import { insertInsuredAccount, insertPolicy } from "./support/rows";

const hostedSecret = "a-secret-shared-with-the-hosted-portal-0123456789";

/** An insured and their active policy, the pair a payer types in. */
async function insuredWithPolicy(api: ApiFixture) {
  const insured = await insertInsuredAccount(api.db, {
    name: "Maria Delgado d/b/a Coral Gables Bakery",
    email: "maria@coralgablesbakery.example.com",
  });
  const policy = await insertPolicy(api.db, {
    insuredName: insured.name,
    policyType: "Workers Compensation",
    premium: 96_250,
    accountId: insured.id,
  });
  return { insuredEmail: insured.email!, policyNumber: policy.policyNumber, premium: policy.premium };
}

describe("policy payment", () => {
  const api = useApi({
    mail: true,
    config: { paymentPortal: { kind: "hosted", url: "https://pay.example.com/checkout", secret: hostedSecret } },
  });
  let pair: Awaited<ReturnType<typeof insuredWithPolicy>>;
  let ip = 0;

  beforeEach(async () => {
    pair = await insuredWithPolicy(api);
    ip += 1;
  });

  const form = () => ({ insuredEmail: pair.insuredEmail, policyNumber: pair.policyNumber });
  const post = (url: string, body: object, from = `198.18.0.${ip}`) =>
    api.call("anonymous", "POST", url, body, { remoteAddress: from });
  const start = (body: object, from?: string) => post("/api/payments", body, from);

  it("starts a payment for the matching pair: the amount due and a signed, short-lived reference to the portal", async () => {
    const answer = await start({
      insuredEmail: pair.insuredEmail.toUpperCase(),
      policyNumber: ` ${pair.policyNumber.toLowerCase()} `,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const data = answer.json().data;
    expect(answer.json().message).toBe("Redirecting to secure payment portal...");
    expect(data.amountDue).toBe(pair.premium);
    const redirect = new URL(data.redirectUrl);
    expect(redirect.origin + redirect.pathname).toBe("https://pay.example.com/checkout");
    const reference = readReference(redirect.searchParams.get("ref")!, hostedSecret)!;
    expect(reference).toMatchObject({ amountCents: pair.premium * 100, currency: "USD" });
    expect(reference.returnUrl).toMatch(/\/pay-policy\/confirmation$/);
    expect(reference.expiresAt - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect(reference.expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    const [stored] = await api.db.select().from(payments);
    expect(stored).toMatchObject({ status: "started", provider: "hosted", amountCents: pair.premium * 100 });
  });

  it("gives the same answer for a wrong e-mail, a wrong number or both, and names blank fields", async () => {
    const answers = await Promise.all([
      start({ insuredEmail: "someone@example.com", policyNumber: pair.policyNumber }),
      start({ insuredEmail: pair.insuredEmail, policyNumber: "SRE-9999999" }),
      start({ insuredEmail: "someone@example.com", policyNumber: "SRE-9999999" }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe("We could not find a policy with this email and policy number.");
    }
    const blank = await start({ insuredEmail: "", policyNumber: "" });
    expect(blank.statusCode).toBe(400);
    expect(fieldsOf(blank.json())).toEqual(["insuredEmail", "policyNumber"]);
  });

  it("stops guessing: 10 tries from one address in 15 minutes", async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (await start({ insuredEmail: `guess${attempt}@example.com`, policyNumber: pair.policyNumber })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("writes the receipt in the language the payer paid in", async () => {
    const started = await api.call("anonymous", "POST", "/api/payments", form(), {
      remoteAddress: `198.18.1.${ip}`,
      headers: { "accept-language": "it" },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect((await api.db.select().from(payments))[0]).toMatchObject({ language: "it" });
    const ref = new URL(started.json().data.redirectUrl).searchParams.get("ref")!;
    const sig = outcomeSignature(ref, "completed", hostedSecret);
    expect((await post("/api/payments/confirm", { ref, status: "completed", sig })).statusCode).toBe(200);
    const receipt = parseMail((await api.sink.waitFor(pair.insuredEmail)).source);
    expect(receipt.subject).toBe(`Pagamento ricevuto per la polizza ${pair.policyNumber}`);
    expect(receipt.part("text/plain")).toContain("Importo: 96.250\u00a0USD");
    expect(receipt.part("text/html")).toContain('<html lang="it"');
  });

  it("settles a completed payment once, with one confirmation e-mail, whatever the number of returns", async () => {
    const redirect = new URL((await start(form())).json().data.redirectUrl);
    const ref = redirect.searchParams.get("ref")!;
    const sig = outcomeSignature(ref, "completed", hostedSecret);
    const first = await post("/api/payments/confirm", { ref, status: "completed", sig });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: "completed",
      amount: pair.premium,
      policyNumber: pair.policyNumber,
    });
    expect((await post("/api/payments/confirm", { ref, status: "completed", sig })).json().data.status).toBe(
      "completed",
    );

    const mail = await api.sink.waitFor(pair.insuredEmail);
    expect(mail.raw).toContain(`Payment received for policy ${pair.policyNumber}`);
    expect(mail.raw).toContain("$96,250");
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "payment-confirmation"))).toHaveLength(1);
    // Paid in full: nothing more is due this term.
    expect((await start(form())).json().message).toBe("Nothing is due on this policy right now.");
  });

  it("marks a failed payment failed and sends nothing; refuses forged or tampered answers", async () => {
    const ref = new URL((await start(form())).json().data.redirectUrl).searchParams.get("ref")!;
    const forged = await post("/api/payments/confirm", { ref, status: "completed", sig: "bm90LWEtc2lnbmF0dXJl" });
    expect(forged.statusCode).toBe(400);
    const reference = readReference(ref, hostedSecret)!;
    const cheaper = signReference({ ...reference, amountCents: 100 }, "someone-elses-secret-0123456789abcdef");
    const tampered = await post("/api/payments/confirm", {
      ref: cheaper,
      status: "completed",
      sig: outcomeSignature(cheaper, "completed", "someone-elses-secret-0123456789abcdef"),
    });
    expect(tampered.statusCode).toBe(400);

    const failed = await post("/api/payments/confirm", {
      ref,
      status: "failed",
      sig: outcomeSignature(ref, "failed", hostedSecret),
    });
    expect(failed.json().data.status).toBe("failed");
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "payment-confirmation"))).toHaveLength(0);
  });

  it("without a configured portal, says online payment is not available", async () => {
    const off = await api.otherApp({ paymentPortal: null });
    const answer = await callWithCookie(off, undefined, "POST", "/api/payments", form());
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toMatch(/not available/);
  });
});

describe("demo payment portal", () => {
  const secret = "demo-portal-secret-for-tests-0123456789";
  const api = useApi({ config: { paymentPortal: { kind: "demo", secret } } });

  it("shows what is being paid, then answers the signed return address; a settled or forged link is refused", async () => {
    const row = await insuredWithPolicy(api);
    const post = (url: string, body: object) =>
      api.call("anonymous", "POST", url, body, { remoteAddress: "198.18.1.1" });
    const started = await post("/api/payments", { insuredEmail: row.insuredEmail, policyNumber: row.policyNumber });
    const redirect = new URL(started.json().data.redirectUrl);
    expect(redirect.pathname).toBe("/pay-policy/demo-portal");
    const ref = redirect.searchParams.get("ref")!;

    const checkout = await api.app.inject({
      method: "GET",
      url: `/api/payments/demo/checkout?ref=${encodeURIComponent(ref)}`,
    });
    expect(checkout.json().data).toMatchObject({ policyNumber: row.policyNumber });
    const outcome = await post("/api/payments/demo/outcome", { ref, outcome: "completed" });
    const back = new URL(outcome.json().data.returnUrl);
    expect(back.pathname).toBe("/pay-policy/confirmation");
    const settle = await post("/api/payments/confirm", {
      ref: back.searchParams.get("ref")!,
      status: back.searchParams.get("status")!,
      sig: back.searchParams.get("sig")!,
    });
    expect(settle.json().data.status).toBe("completed");
    expect((await post("/api/payments/demo/outcome", { ref, outcome: "failed" })).statusCode).toBe(409);
    expect((await post("/api/payments/demo/outcome", { ref: `${ref}x`, outcome: "completed" })).statusCode).toBe(400);

    // A reference past its 15 minutes is refused by the portal.
    const expired = signReference({ ...readReference(ref, secret)!, expiresAt: Date.now() - 1000 }, secret);
    expect((await post("/api/payments/demo/outcome", { ref: expired, outcome: "completed" })).statusCode).toBe(410);
  });
});
