import { describe, expect, it } from "vitest";
import { defaultCompany } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { formatCents } from "../../../shared/format";
import { renderMessage } from "../../../shared/messages/render";
import { transactionTypes } from "../../../shared/policy-transaction";
import { en } from "../../texts/en";
import { textsFor } from "../../texts/catalog";
import { explainTransaction } from "./explain-transaction";
import { sampleNotice } from "../../../../tests/support/sample-notices";
import { transactionMails } from "./transaction-mails";

const explanation = (type: (typeof transactionTypes)[number], language: Language) =>
  explainTransaction(sampleNotice(type).transaction, language, defaultCompany.policyRules.shortRatePercent);

/** Every word of the English subjects: none may appear in an Italian one. */
const englishWords = new Set(
  [...Object.values(en.mail.transaction.subject), en.mail.transaction.agentSubject]
    .join(" ")
    .replace(/{{\w+}}/g, " ")
    .toLowerCase()
    .match(/[a-z]+/g),
);

describe("transactionMails", () => {
  for (const type of transactionTypes) {
    it(`e-mails the ${type} to the insured in English and the agent in Italian, with the amount to the cent`, () => {
      const notice = sampleNotice(type);
      const cents = Math.abs(notice.transaction.premiumChangeCents);
      const [insured, agent, ...more] = transactionMails(notice, defaultCompany);
      expect(more).toEqual([]);

      // Exactly what the outbox stores: no attachment, the document is on the policy.
      expect(Object.keys(insured!).sort()).toEqual(["html", "kind", "subject", "text", "to"]);
      expect(insured).toMatchObject({ kind: "policy-transaction-insured", to: "ana.rivera@example.com" });
      expect(insured!.subject).toContain("SRE-0000001");
      expect(insured!.subject).toBe(en.mail.transaction.subject[type].replace("{{policyNumber}}", "SRE-0000001"));
      expect(insured!.text).toContain("Hello Ana Rivera,");
      expect(insured!.text).toContain(explanation(type, "en"));
      expect(insured!.text).toContain(`Policy number: SRE-0000001`);
      expect(insured!.text).toContain(`Transaction: ${renderMessage(`words.transactionType.${type}`, "en")}`);
      expect(insured!.text).toContain(formatCents(cents, "en"));
      expect(insured!.text).toContain("https://sabal.example.com/members/account/documents");
      expect(insured!.html).toContain('lang="en"');

      expect(agent).toMatchObject({ kind: "policy-transaction-agent", to: "marco.bellini@example.com" });
      expect(agent!.subject).toContain("Ana Rivera");
      expect(agent!.text).toContain("Ciao Marco Bellini,");
      expect(agent!.text).toContain(explanation(type, "it"));
      expect(agent!.text).toContain(formatCents(cents, "it"));
      expect(agent!.text).toContain(`https://sabal.example.com/policy/${notice.policy.id}`);
      expect(agent!.text).not.toContain("/members/account");
      expect(agent!.html).toContain('lang="it"');
      for (const word of agent!.subject.toLowerCase().match(/[a-z]+/g)!) {
        if (!["ana", "rivera", "sre"].includes(word)) expect(englishWords).not.toContain(word);
      }
    });
  }

  it("writes the insured's e-mail in Italian when the insured reads Italian, with no English in the subject", () => {
    for (const type of transactionTypes) {
      const notice = sampleNotice(type, {
        insured: { name: "Ana Rivera", email: "ana.rivera@example.com", language: "it" },
      });
      const [insured] = transactionMails(notice, defaultCompany);
      expect(insured!.subject).toBe(
        textsFor("it").mail.transaction.subject[type].replace("{{policyNumber}}", "SRE-0000001"),
      );
      for (const word of insured!.subject.toLowerCase().match(/[a-z]+/g)!) {
        if (word !== "sre") expect(englishWords).not.toContain(word);
      }
      expect(insured!.text).toContain("Ciao Ana Rivera,");
      expect(insured!.text).toContain(explanation(type, "it"));
      expect(insured!.text).toContain(formatCents(Math.abs(notice.transaction.premiumChangeCents), "it"));
      expect(insured!.text).not.toContain("Policy number");
    }
  });

  it("tells the insured of a cancellation until when it may be reinstated, and quotes the company's note", () => {
    const [insured] = transactionMails(sampleNotice("cancellation"), defaultCompany);
    expect(insured!.subject).toBe("Notice of cancellation for policy SRE-0000001");
    expect(insured!.text).toContain("Effective: October 1, 2026, 12:01 a.m.");
    expect(insured!.text).toContain("Premium returned: $1,012.00");
    expect(insured!.text).toContain("Reinstatement possible until: October 31, 2026");
    expect(insured!.text).toContain("The roof inspection of August 12 found the roof");
  });

  it("gives the agent the rule the transaction follows", () => {
    const [, agent] = transactionMails(sampleNotice("endorsement"), defaultCompany);
    expect(agent!.subject).toBe("Appendice alla polizza SRE-0000001 emessa: Ana Rivera");
    expect(agent!.text).toContain("Premio addebitato: 183,00");
    expect(agent!.text).toContain("Regola: Calcolo pro rata");
  });

  it("writes only to the readers the policy has", () => {
    const noInsured = transactionMails(sampleNotice("endorsement", { insured: null }), defaultCompany);
    expect(noInsured.map((mail) => mail.kind)).toEqual(["policy-transaction-agent"]);
    const noAgent = transactionMails(sampleNotice("endorsement", { agent: null }), defaultCompany);
    expect(noAgent.map((mail) => mail.kind)).toEqual(["policy-transaction-insured"]);
    const withoutEmail = sampleNotice("endorsement", {
      insured: { name: "Ana Rivera", email: "", language: "en" },
      agent: null,
    });
    expect(transactionMails(withoutEmail, defaultCompany)).toEqual([]);
  });

  it("says nothing was charged or returned to the cent when the premium does not change", () => {
    const [insured] = transactionMails(sampleNotice("nonRenewal"), defaultCompany);
    expect(insured!.text).toContain("Premium change: $0.00");
  });
});
