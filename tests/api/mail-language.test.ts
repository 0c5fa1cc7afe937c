import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentApplications, claims } from "../../src/server/db/schema";
import { parseMail, type MailMessage } from "../support/mail-message";
import { useApi } from "./support/api-fixture";
import { claimSubmission } from "./support/claim-submission";
import { insertInsuredAccount, insertPolicy } from "./support/rows";
import { siteOrigin } from "./support/sign-in";

const inLanguage = (language: string) => ({ headers: { "accept-language": language } });

/** What every e-mail must be: a text part and an HTML part, the HTML in the mail's language with real headings. */
function expectBothParts(mail: MailMessage, language: string) {
  expect(mail.parts.map((part) => part.contentType)).toEqual(["text/plain", "text/html"]);
  const html = mail.part("text/html")!;
  expect(html).toContain(`<html lang="${language}"`);
  expect(html).toContain('<meta name="color-scheme" content="light dark">');
  expect(html).toMatch(/<h1[^>]*>/);
  expect(html).not.toMatch(/<img\b/);
}

describe("e-mails in the reader's language", () => {
  const api = useApi({ mail: true });
  const as = api.loginEach({ staff: "staff" });

  /** Every message delivered to `to` so far, read as a mail program does, once there are `count`. */
  async function mailsTo(to: string, count = 1): Promise<MailMessage[]> {
    await expect
      .poll(() => api.sink.received.filter((mail) => mail.to.includes(to)).length)
      .toBeGreaterThanOrEqual(count);
    return api.sink.received.filter((mail) => mail.to.includes(to)).map((mail) => parseMail(mail.source));
  }
  const fileClaim = (body: object, language: string) =>
    api.call("anonymous", "POST", "/api/claims", body, inLanguage(language));

  it("acknowledges a claim filed in Italian in Italian, as text and as HTML, and stores its language", async () => {
    const claim = claimSubmission("SRE-0000001", { notifierEmail: "giulia@example.com", notifierFirstName: "Giulia" });
    claim.location.lossDetails = 'Tetto <script>alert("x")</script> scoperchiato & acqua in casa';
    const filed = await fileClaim(claim, "it-IT,it;q=0.9,en;q=0.5");
    expect(filed.statusCode, filed.body).toBe(201);
    const { claimNumber } = filed.json().data;
    const [stored] = await api.db.select().from(claims).where(eq(claims.claimNumber, claimNumber));
    expect(stored!.language).toBe("it");

    const [acknowledgement] = await mailsTo("giulia@example.com");
    expect(acknowledgement!.subject).toBe(`Abbiamo ricevuto il tuo sinistro ${claimNumber}`);
    expectBothParts(acknowledgement!, "it");
    const text = acknowledgement!.part("text/plain")!;
    expect(text).toMatch(/^Ciao Giulia,\n\nAbbiamo ricevuto il sinistro che hai denunciato per la polizza SRE-0000001/);
    expect(text).toContain("Un perito ti contatterà, di solito entro un giorno lavorativo.");
    expect(text).toContain("Categoria: Danni da vento/tempesta");
    expect(text).toContain("Data del sinistro: 28 settembre 2026");
    expect(text).toContain("Abitazione danneggiata: Sì");
    expect(text).toContain(claim.location.lossDetails);
    const html = acknowledgement!.part("text/html")!;
    expect(html).toContain("Un perito ti contatterà");
    expect(html).toMatch(/<h2[^>]*>Danno<\/h2>/);
    // The claimant's words are quoted, never run as markup.
    expect(html).toContain("Tetto &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; scoperchiato &amp; acqua in casa");
    expect(html).not.toContain("<script>");

    // The claims team reads the details in English, told which language to answer in.
    const [notice] = await mailsTo(api.app.company.emails.claims);
    expect(notice!.subject).toBe(`New claim ${claimNumber}: Wind/Storm Damage, policy SRE-0000001`);
    expect(notice!.part("text/plain")).toContain("Language of the claimant: Italian");
    expectBothParts(notice!, "en");
  });

  it("keeps a claim filed in English in English, with its HTML part too", async () => {
    const filed = await fileClaim(claimSubmission("SRE-0000001", { notifierEmail: "robert@example.com" }), "en-US");
    const { claimNumber } = filed.json().data;
    const [acknowledgement] = await mailsTo("robert@example.com");
    expect(acknowledgement!.subject).toBe(`We received your claim ${claimNumber}`);
    expectBothParts(acknowledgement!, "en");
    const text = acknowledgement!.part("text/plain")!;
    expect(text).toMatch(/^Hello Robert,\n\nWe received the claim you reported for policy SRE-0000001\./);
    expect(text).toContain("Category: Wind/Storm Damage");
    expect(text).toContain("Date of loss: September 28, 2026");
    expect(text).toMatch(/\n-- \nSabal Reciprocal Exchange\n/);
    const [stored] = await api.db.select().from(claims).where(eq(claims.claimNumber, claimNumber));
    expect(stored!.language).toBe("en");
  });

  it("tells each reader of a status change in their own language, whatever the staff member's", async () => {
    const insured = await insertInsuredAccount(api.db, {
      contactName: "Giulia Rossi",
      email: "giulia.rossi@example.com",
    });
    const policy = await insertPolicy(api.db, { accountId: insured.id, insuredName: "Giulia Rossi" });
    // The insured chose Italian in the member portal...
    const member = await api.loginAs({ role: "member", email: "giulia.rossi@example.com" });
    const chosen = await api.call(member, "PUT", `/api/member/policies/${policy.id}/preferences`, {
      communication: "email",
      language: "it",
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toMatchObject({ communication: "email", language: "it" });
    // ...her agent reported the claim in English...
    const filed = await fileClaim(
      claimSubmission(policy.policyNumber, {
        notifierFirstName: "Dana",
        notifierEmail: "dana.agent@example.com",
        relationshipToMember: "Agent",
      }),
      "en",
    );
    const { claimNumber } = filed.json().data;
    const [stored] = await api.db.select().from(claims).where(eq(claims.claimNumber, claimNumber));
    // ...and a staff member working in Italian moves it along.
    const moved = await api.call(
      as.staff,
      "PATCH",
      `/api/claims/${stored!.id}`,
      { status: "assigned", note: "Il perito <Marco> vi chiamerà martedì." },
      inLanguage("it"),
    );
    expect(moved.statusCode, moved.body).toBe(200);

    const [toInsured] = await mailsTo("giulia.rossi@example.com");
    expect(toInsured!.subject).toBe(`Il tuo sinistro ${claimNumber} è stato assegnato a un perito`);
    expectBothParts(toInsured!, "it");
    expect(toInsured!.part("text/plain")).toMatch(/^Ciao Giulia,\n\nUn aggiornamento sul sinistro/);
    expect(toInsured!.part("text/plain")).toContain("Una nota del nostro ufficio sinistri:\nIl perito <Marco>");
    expect(toInsured!.part("text/html")).toContain("Il perito &lt;Marco&gt; vi chiamerà martedì.");

    const toAgent = await mailsTo("dana.agent@example.com", 2);
    const statusMail = toAgent.find((mail) => mail.subject.includes("adjuster"))!;
    expect(statusMail.subject).toBe(`Your claim ${claimNumber} has been assigned to an adjuster`);
    expect(statusMail.part("text/plain")).toMatch(/^Hello Dana,/);
    expectBothParts(statusMail, "en");
  });

  it("confirms an agent application in the language it was written in", async () => {
    const applied = await api.call(
      "anonymous",
      "POST",
      "/api/functions/send-agent-appointment",
      {
        name: "Luca Bianchi",
        email: "luca@example.com",
        phone: "(813) 555-0199",
        licenseNumber: "W765432",
        licenseState: "Florida",
        yearsExperience: "3-5",
        agreeToTerms: true,
      },
      inLanguage("it"),
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const [stored] = await api.db.select().from(agentApplications);
    expect(stored!.language).toBe("it");
    const [confirmation] = await mailsTo("luca@example.com");
    expect(confirmation!.subject).toBe("Abbiamo ricevuto la tua domanda di nomina ad agente");
    expect(confirmation!.part("text/plain")).toContain("ti contatteremo entro 2 giorni lavorativi");
    expectBothParts(confirmation!, "it");
    const [notice] = await mailsTo(api.app.company.emails.agents);
    expect(notice!.part("text/plain")).toContain("Language of the applicant: Italian");
  });

  it("sends a member's sign-in link in the language they asked for it in", async () => {
    const insured = await insertInsuredAccount(api.db, { contactName: "Sofia Galli", email: "sofia@example.com" });
    const { policyNumber } = await insertPolicy(api.db, { accountId: insured.id });
    const asked = await api.call(
      "anonymous",
      "POST",
      "/api/member/access",
      { email: "sofia@example.com", policyNumber },
      inLanguage("it"),
    );
    expect(asked.statusCode, asked.body).toBe(202);
    const [link] = await mailsTo("sofia@example.com");
    expect(link!.subject).toBe("Il tuo link di accesso a Sabal");
    expect(link!.part("text/plain")).toContain("Apri questo link entro 15 minuti per accedere.");
    expect(link!.part("text/plain")).toMatch(/\/api\/auth\/magic-link\/verify\?token=/);
    expectBothParts(link!, "it");
  });

  it("sends a password reset in the language of the page it was asked from", async () => {
    await api.addUser({ role: "agent", name: "Chiara Neri", email: "chiara@example.com" });
    const asked = await api.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: siteOrigin, "accept-language": "it" },
      payload: { email: "chiara@example.com", redirectTo: "/agents/reset-password" },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [reset] = await mailsTo("chiara@example.com");
    expect(reset!.subject).toBe("Reimposta la password di Sabal");
    expectBothParts(reset!, "it");
    const link = /\/agents\/reset-password\?token=[\w-]+/.exec(reset!.part("text/plain")!)![0];
    // The HTML part offers the same link, as a button and written out.
    expect(reset!.part("text/html")).toContain(`>Scegli una nuova password</a>`);
    expect(reset!.part("text/html")).toContain(link);
  });

  it("writes an invitation in the language staff chose for the person, and sends it again in that language", async () => {
    const invited = await api.call(
      as.staff,
      "POST",
      "/api/users",
      { name: "Marco Verdi", email: "marco@example.com", role: "agent", language: "it" },
      inLanguage("en"),
    );
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({ language: "it" });
    const [invitation] = await mailsTo("marco@example.com");
    expect(invitation!.subject).toBe("Il tuo account Sabal è pronto");
    expect(invitation!.part("text/plain")).toMatch(/^Ciao Marco Verdi,\n\n.+ ha aperto per te un account Sabal/);
    expectBothParts(invitation!, "it");

    const again = await api.call(as.staff, "POST", `/api/users/${invited.json().data.id}/invitation`);
    expect(again.statusCode, again.body).toBe(200);
    const [, second] = await mailsTo("marco@example.com", 2);
    expect(second!.subject).toBe("Il tuo account Sabal è pronto");

    const english = await api.call(as.staff, "POST", "/api/users", {
      name: "Riley Reed",
      email: "riley@example.com",
      role: "agent",
    });
    expect(english.json().data).toMatchObject({ language: "en" });
    expect((await mailsTo("riley@example.com"))[0]!.subject).toBe("Your Sabal account is ready");
  });
});
