import { describe, expect, it } from "vitest";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { formatCents } from "../../src/shared/format";
import type { PolicyTransaction, TransactionRequest } from "../../src/shared/policy-transaction";
import { demoMemberHome } from "../../src/server/db/seed/seed-member-household";
import { rateHo3 } from "../../src/server/modules/rating/rate-ho3";
import { bundledRateTable } from "../../src/server/modules/rating/service";
import { textsFor } from "../../src/server/texts/catalog";
import { demoUser, useApi } from "./support/api-fixture";
import { pdfText } from "./support/pdf-text";
import { insertInsuredAccount, insertPolicy } from "./support/rows";

const flat = (text: string) => text.replace(/\s+/g, " ");

/**
 * On paper: issuing a rated home's new business
 * writes the worksheet into the declarations, and an endorsement adding
 * shutters lists what changed on the home and the new worksheet's total,
 * each in the language the insured chose.
 */
describe("the documents of a rated home", () => {
  const api = useApi({ mail: true });
  const as = api.loginEach({ staff: "staff", member: demoUser.member });
  const today = todayInFlorida();
  const words = textsFor("it").transactionDocuments;
  const withoutShutters = {
    ...demoMemberHome,
    windMitigation: { ...demoMemberHome.windMitigation!, openingProtection: "none" as const },
  };

  const issue = async (policyId: string, request: TransactionRequest): Promise<PolicyTransaction> => {
    const quoted = await api.call(as.staff, "POST", `/api/policies/${policyId}/transactions`, request);
    expect(quoted.statusCode, quoted.body).toBe(201);
    const issued = await api.call(
      as.staff,
      "POST",
      `/api/policies/${policyId}/transactions/${quoted.json().data.id}/issue`,
    );
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json().data;
  };

  /** The transaction's document as the insured downloads it, as text. */
  const documentOf = async (policyId: string, transaction: PolicyTransaction) => {
    const listed: PolicyTransaction[] = (
      await api.call(as.member, "GET", `/api/member/policies/${policyId}/transactions`)
    ).json().data;
    const { documentId } = listed.find(({ id }) => id === transaction.id)!;
    const file = await api.call(as.member, "GET", `/api/member/policies/${policyId}/documents/${documentId}/file`);
    expect(file.statusCode).toBe(200);
    return flat(pdfText(file.rawPayload));
  };

  it("works the premium out in the declarations and lists the endorsed home inputs, in Italian", async () => {
    const account = await insertInsuredAccount(api.db, {
      name: "Morgan Member",
      contactName: "Morgan Member",
      email: "member@example.com",
      language: "it",
    });
    const { id } = await insertPolicy(api.db, {
      status: "draft",
      accountId: account.id,
      effectiveDate: today,
      expirationDate: addDays(today, 365),
      premium: 1,
      coverage: 1,
      home: withoutShutters,
    });

    const newBusiness = await issue(id, { type: "newBusiness" });
    const rating = rateHo3(bundledRateTable, withoutShutters, today);
    expect(newBusiness.annualPremiumAfter * 100).toBe(rating.totalCents);
    const declarations = await documentOf(id, newBusiness);
    expect(declarations).toContain(words.worksheet.heading);
    expect(declarations).toContain(
      flat(`Premio annuo totale Altri rischi ${formatCents(rating.allOtherPerilsCents, "it")}`),
    );
    expect(declarations).toContain(
      flat(`${formatCents(rating.totalCents, "it")} ${formatCents(rating.totalCents, "it")}`),
    );
    expect(declarations).not.toContain("How your premium");

    const shutters = await issue(id, {
      type: "endorsement",
      effectiveDate: today,
      changes: { home: { windMitigation: demoMemberHome.windMitigation } },
    });
    const after = rateHo3(bundledRateTable, demoMemberHome, today);
    const endorsement = await documentOf(id, shutters);
    expect(endorsement).toContain(
      flat(
        `${words.windMitigation.questions.openingProtection} ${words.windMitigation.answers.openingProtection.none} ${words.windMitigation.answers.openingProtection.hurricane}`,
      ),
    );
    expect(endorsement).toContain(flat(`${words.endorsement.newTotal} ${formatCents(after.totalCents, "it")}`));
    // Only the answer that changed: the roof shape stayed a hip roof.
    expect(endorsement).not.toContain(words.windMitigation.questions.roofShape);
  });
});
