import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { PolicyTransaction } from "../../src/shared/policy-transaction";
import { claimSubmission } from "../api/support/claim-submission";
import { pdfText } from "../api/support/pdf-text";
import { expect, expectAccessible } from "./support/fixtures";
import { ownServerTest } from "./support/own-server";

const { test, signInAs, call } = ownServerTest("florida-rules");

// A refused quote is an HTTP error the browser reports in its console.
test.use({ allowConsoleErrors: [/status of (403|422)/] });

const day = 24 * 3_600_000;

/** A home of this test's own, issued 200 days ago, its storm claim coded to a declared hurricane, not yet repaired. */
async function damagedHome(page: Page) {
  const today = todayInFlorida();
  const start = addDays(today, -200);
  const policy = await call<{ id: string; policyNumber: string }>(page, "POST", "/api/policies", {
    policyType: "Property",
    insuredName: `Cedar Key Cottage ${test.info().project.name} ${Date.now()}`,
    effectiveDate: start,
    expirationDate: addDays(start, 365),
    premium: 2_400,
    coverage: 300_000,
    city: "Cedar Key",
    state: "FL",
    zipCode: "32625",
  });
  const quoted = await call<PolicyTransaction>(page, "POST", `/api/policies/${policy.id}/transactions`, {
    type: "newBusiness",
  });
  await call(page, "POST", `/api/policies/${policy.id}/transactions/${quoted.id}/issue`);
  await call(page, "POST", "/api/catastrophes", {
    name: `Hurricane Tess ${test.info().project.name}`,
    peril: "hurricane",
    watchWarningFrom: new Date(Date.now() - 40 * day).toISOString(),
    watchWarningUntil: new Date(Date.now() - 37 * day).toISOString(),
    stateOfEmergency: true,
  });
  const claim = await call<{ claimNumber: string }>(page, "POST", "/api/claims", {
    ...claimSubmission(policy.policyNumber, { dateOfLoss: addDays(today, -38) }),
  });
  return { policy, claimNumber: claim.claimNumber };
}

/**
 * Florida's moratorium in the staff area (decision 0048): a home damaged in a declared hurricane and not yet
 * repaired is not non-renewed; the refusal names the claim, the storm and the statute, in the reader's language,
 * and what was typed stays.
 */
test("a hurricane-damaged home's non-renewal is refused with the moratorium named, in English and Italian", async ({
  page,
  visit,
}) => {
  await signInAs(page, "staff");
  const { policy, claimNumber } = await damagedHome(page);
  const dialog = page.getByRole("dialog");

  await visit(`/policy/${policy.id}`);
  await page.getByRole("button", { name: "Non-renew" }).click();
  await dialog.getByLabel("Reason").selectOption("underwriting");
  await dialog.getByLabel("Note").fill("The roof is at the end of its life.");
  await dialog.getByRole("button", { name: "Get quote" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    `Storm moratorium: the home of claim ${claimNumber} (Hurricane Tess`,
  );
  await expect(dialog.getByRole("alert")).toContainText("s. 627.4133(2)(e)");
  await expect(dialog.getByLabel("Note")).toHaveValue("The roof is at the end of its life.");
  await expectAccessible(page);

  await page.evaluate(() => localStorage.setItem("language", "it"));
  await visit(`/policy/${policy.id}`);
  await page.getByRole("button", { name: "Non rinnovare" }).click();
  await dialog.getByLabel("Motivo").selectOption("underwriting");
  await dialog.getByLabel("Nota").fill("Il tetto è a fine vita.");
  await dialog.getByRole("button", { name: "Calcola la quotazione" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    `Moratoria dopo l'uragano: la casa del sinistro ${claimNumber}`,
  );
  await expect(dialog.getByLabel("Nota")).toHaveValue("Il tetto è a fine vita.");
  await expectAccessible(page);
});

/**
 * Notices that reach people (decision 0049): staff record a mortgagee, issue a non-renewal, and find it in the
 * day's mailing batch twice (the insured's letter and the mortgagee's copy); the batch PDF carries both, the
 * certificate of mailing lists both, and the batch is recorded as mailed. The screen reads in Italian too.
 */
test("staff mail a non-renewal: the batch lists it and the mortgagee gets a copy, in English and Italian", async ({
  page,
  visit,
}) => {
  await signInAs(page, "staff");
  const today = todayInFlorida();
  const start = addDays(today, -200);
  const policy = await call<{ id: string; policyNumber: string }>(page, "POST", "/api/policies", {
    policyType: "Property",
    insuredName: `Palmetto Bungalow ${test.info().project.name} ${Date.now()}`,
    effectiveDate: start,
    expirationDate: addDays(start, 365),
    premium: 2_400,
    coverage: 300_000,
    address: "41 Gulf Blvd",
    city: "Indian Rocks Beach",
    state: "FL",
    zipCode: "33785",
  });
  const quoted = await call<PolicyTransaction>(page, "POST", `/api/policies/${policy.id}/transactions`, {
    type: "newBusiness",
  });
  await call(page, "POST", `/api/policies/${policy.id}/transactions/${quoted.id}/issue`);
  const bank = `Bay Savings Bank ${test.info().project.name}`;

  await visit(`/policy/${policy.id}`);
  await page.getByRole("link", { name: "Mailing address and interests" }).click();
  await expect(
    page.getByRole("heading", { name: `Mailing and interests, policy ${policy.policyNumber}` }),
  ).toBeVisible();
  await page.getByLabel("Interest *").selectOption("mortgagee");
  await page.getByLabel("Name *").fill(bank);
  await page.getByLabel("Loan number").fill("BSB-20931");
  const interestForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add interest" }) });
  await interestForm.getByLabel("Street address *").fill("PO Box 3300");
  await interestForm.getByLabel("City *").fill("St. Petersburg");
  await interestForm.getByLabel("ZIP code *").fill("33731");
  await interestForm.getByRole("button", { name: "Add interest" }).click();
  await expect(page.getByText(`${bank} added: it gets a copy of every notice.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${bank}` })).toBeVisible();
  await expectAccessible(page);

  await visit(`/policy/${policy.id}`);
  await page.getByRole("button", { name: "Non-renew" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason").selectOption("underwriting");
  await dialog.getByLabel("Note").fill("The roof is at the end of its life.");
  await dialog.getByRole("button", { name: "Get quote" }).click();
  await dialog.getByRole("button", { name: "Issue", exact: true }).click();
  await expect(dialog).toBeHidden();

  await visit("/policy/mailings");
  await expect(page.getByRole("heading", { name: "Mailings", level: 1 })).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: policy.policyNumber });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Named insured" })).toContainText("41 Gulf Blvd, Indian Rocks Beach FL 33785");
  await expect(rows.filter({ hasText: "Mortgagee" })).toContainText(`${bank}`);
  await expect(rows.filter({ hasText: "Mortgagee" })).toContainText("Loan BSB-20931");
  await expect(rows.first()).toContainText("To mail");
  await expectAccessible(page);

  const batch = page.waitForEvent("download");
  await page.getByRole("button", { name: "Batch to print (PDF)" }).click();
  const batchText = pdfText(await readFile((await (await batch).path())!));
  expect(batchText).toContain(bank);
  expect(batchText).toContain("Copy to the mortgagee");
  expect(batchText).toContain("The roof is at the end of its life.");
  const certificate = page.waitForEvent("download");
  await page.getByRole("button", { name: "Certificate of mailing (PDF)" }).click();
  const certificateText = pdfText(await readFile((await (await certificate).path())!));
  expect(certificateText).toContain(policy.policyNumber);
  expect(certificateText).toContain(bank);

  await page.getByRole("button", { name: /^Record \d+ letters as mailed today$/ }).click();
  await expect(page.getByText(/is recorded as mailed\.$/)).toBeVisible();
  await expect(rows.first()).toContainText("Mailed");

  await page.evaluate(() => localStorage.setItem("language", "it"));
  await visit("/policy/mailings");
  await expect(page.getByRole("heading", { name: "Spedizioni", level: 1 })).toBeVisible();
  await expect(rows.filter({ hasText: "Creditore ipotecario" })).toContainText("Mutuo BSB-20931");
  await expect(page.getByRole("button", { name: "Attestato di spedizione (PDF)" })).toBeVisible();
  await expectAccessible(page);
});
