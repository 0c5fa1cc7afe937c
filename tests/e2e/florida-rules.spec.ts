import type { Page } from "@playwright/test";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { PolicyTransaction } from "../../src/shared/policy-transaction";
import { claimSubmission } from "../api/support/claim-submission";
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
