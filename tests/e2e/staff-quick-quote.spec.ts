import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator } from "@playwright/test";
import { addDays, daysBetween, todayInFlorida } from "../../src/shared/calendar-date";
import { formatCents, formatMoney } from "../../src/shared/format";
import type { Policy } from "../../src/shared/policy";
import { proRataCents } from "../../src/shared/pro-rata";
import type { Ho3Rating, HomeInput, RateTable } from "../../src/shared/rating";
import { expect, expectAccessible, forgetSessions, mailTo, waitForHydration } from "./support/fixtures";
import { ownServerTest } from "./support/own-server";

/**
 * End to end: an agent quick-quotes a Tampa home from its insured's
 * account, turns the quote into a draft policy, issues it and endorses it
 * adding shutters, and the insured reads the worksheet in Italian; staff see
 * the rate versions. Issuing moves the book's premium, which the shared
 * server's dashboard specs read: these flows run on a server of their own
 * (one per worker), like staff-policy-transactions.spec.ts.
 */
const { test, signInAs, call } = ownServerTest("quick-quote");

// A refused quote or rate version is an HTTP error the browser reports in its console.
test.use({ allowConsoleErrors: [/status of (409|422)/] });

/**
 * A Tampa home (the demo member's street) whose inspection found no opening
 * protection: shutters are what the endorsement adds. Its term started 100
 * days ago, so today is mid-term.
 */
const effectiveDate = addDays(todayInFlorida(), -100);
const tampaHome: HomeInput = {
  coverageA: 385_000,
  yearBuilt: 2004,
  construction: "masonry",
  roofYear: 2019,
  zipCode: "33606",
  protectionClass: 3,
  aopDeductible: 1000,
  hurricaneDeductible: "2%",
  windMitigation: {
    buildingCode: "fbc2001",
    roofCovering: "compliant",
    roofDeckAttachment: "C",
    roofToWall: "clips",
    roofShape: "hip",
    secondaryWaterResistance: "no",
    openingProtection: "none",
    inspectedOn: "2024-03-15",
  },
};

/** The version every installation starts with, as its file is loaded. */
const bundledHo3 = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../src/server/modules/rating/rate-tables/ho3-fl-2026.1.json"), "utf8"),
) as RateTable;

/** Fills the quick quote's home as a person would, by the fields' labels. */
async function fillHome(form: Locator, zipCode: string) {
  await form.getByLabel("Dwelling, Coverage A").fill(String(tampaHome.coverageA));
  await form.getByLabel("Year built").fill(String(tampaHome.yearBuilt));
  await form.getByLabel("Construction").selectOption({ label: "Masonry (block or brick)" });
  await form.getByLabel("Year the roof was put on").fill(String(tampaHome.roofYear));
  await form.getByLabel("ZIP code").fill(zipCode);
  await form.getByLabel("Protection class").selectOption({ label: "Class 3" });
  await form.getByLabel("All-other-perils deductible").selectOption({ label: "$1,000" });
  await form.getByLabel("Hurricane deductible").selectOption({ label: "2% of Coverage A" });
  await form.getByLabel("Inspected: enter the form's seven answers").check();
  const answers: [string, string][] = [
    ["1. Building code", "Florida Building Code 2001 or later"],
    ["2. Roof covering", "Meets the Florida Building Code"],
    ["3. Roof deck attachment", 'C: 8d nails, 6" apart at the edges, 6" in the field'],
    ["4. Roof-to-wall attachment", "Clips"],
    ["5. Roof shape", "Hip roof"],
    ["6. Secondary water resistance", "No"],
    ["7. Opening protection", "None, or not every opening"],
  ];
  for (const [question, answer] of answers) await form.getByLabel(question).selectOption({ label: answer });
  await form.getByLabel("Inspection date").fill(tampaHome.windMitigation!.inspectedOn!);
}

/**
 * The price shown is the API's for the same home, to the cent: its parts
 * (unless only the worksheet is shown) and the worksheet ending at the total.
 */
async function expectPrice(scope: Locator, rating: Ho3Rating, { worksheetOnly = false } = {}) {
  if (!worksheetOnly) {
    await expect(scope.getByTestId("rating-total").first()).toHaveText(formatCents(rating.totalCents));
    await expect(scope.getByTestId("rating-hurricane").first()).toHaveText(formatCents(rating.hurricaneCents));
  }
  const worksheet = scope.getByTestId("worksheet").first();
  await expect(worksheet.getByRole("table")).toHaveCount(4);
  await expect(worksheet.getByTestId("worksheet-total")).toContainText(formatCents(rating.totalCents));
  await expect(worksheet.getByTestId("worksheet-aop.territory")).toContainText("Tampa Bay (T4), ZIP code 33606");
  await expect(worksheet.getByTestId("worksheet-hurricane.windMitigation")).toContainText(
    `− ${rating.windMitigationCreditPercent}%`,
  );
  await expect(worksheet.getByTestId("worksheet-illustrative")).toBeVisible();
}

test.describe("quick quote to an endorsed home", () => {
  test("an agent quick-quotes a Tampa home, makes it a draft policy, issues it and adds shutters by endorsement for a pro-rata credit", async ({
    page,
    visit,
  }) => {
    test.setTimeout(150_000);
    await signInAs(page, "agent");
    // The insured's account, with the e-mail the member signs in with at the end.
    const insured = {
      name: `Bayshore Home ${Date.now()}`,
      email: `bayshore.${test.info().project.name}.${Date.now()}@example.com`,
    };
    const account = await call<{ id: string; accountNumber: string }>(page, "POST", "/api/Account_OnNew", {
      ...insured,
      address: "2207 Bayshore Blvd",
      city: "Tampa",
      state: "FL",
      zipCode: "33606",
    });
    await visit(`/policy/accounts/${account.id}`);
    await page.getByRole("link", { name: "Quick Quote a home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quick Quote");
    await expect(page.getByText(`For the insured account ${account.accountNumber}`)).toBeVisible();
    await waitForHydration(page);

    // A ZIP code the rate table does not cover is refused on its field, in the server's words; nothing typed is lost.
    const form = page.getByRole("form", { name: "The home to quote" });
    await fillHome(form, "10001");
    await form.getByLabel("Effective date").fill(effectiveDate);
    await form.getByRole("button", { name: "Get quote" }).click();
    const zip = form.getByLabel("ZIP code");
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("We do not write homes in ZIP code 10001")).toBeVisible();
    await expect(zip).toBeFocused();
    await expect(form.getByLabel("7. Opening protection")).toHaveValue("none");

    await zip.fill("33606");
    await form.getByRole("button", { name: "Get quote" }).click();
    const result = page.getByTestId("quick-quote-result");
    await expect(result.getByRole("heading", { name: "Quote" })).toBeFocused();
    let quoted = await call<Ho3Rating>(page, "POST", "/api/rating/ho3", { ...tampaHome, effectiveDate });
    await expectPrice(result, quoted);
    await expectAccessible(page);

    // Changing the home after the quote says so, and the draft waits for a new quote.
    await form.getByLabel("Year built").fill("2005");
    await expect(result.getByRole("status")).toContainText("You changed the home after this quote");
    await expect(result.getByRole("button", { name: "Create draft policy" })).toHaveCount(0);
    await form.getByLabel("Year built").fill("2004");

    // One dialog asks what the quote lacks; the term defaults to the quote's day and a year later.
    await result.getByRole("button", { name: "Create draft policy" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Effective date")).toHaveValue(effectiveDate);
    const expirationDate = await dialog.getByLabel("Expiration date").inputValue();
    expect(expirationDate.slice(4)).toBe(effectiveDate.slice(4));
    // The account's details fill what they can.
    const insuredName = insured.name;
    await expect(dialog.getByLabel("Insured name")).toHaveValue(insuredName);
    await expect(dialog.getByLabel("Street address")).toHaveValue("2207 Bayshore Blvd");
    await expect(dialog.getByLabel("City")).toHaveValue("Tampa");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Create draft policy" }).click();

    // The draft policy's page: the home it is rated on, priced as quoted.
    await expect(page).toHaveURL(/\/policy\/[0-9a-f-]{36}$/);
    const policyId = page.url().split("/").pop()!;
    const draft = await call<Policy>(page, "GET", `/api/policies/${policyId}`);
    expect(draft).toMatchObject({
      policyType: "Property",
      status: "draft",
      insuredName,
      account: { id: account.id },
      premium: quoted.totalCents / 100,
      coverage: tampaHome.coverageA,
      zipCode: "33606",
      state: "FL",
      home: { ...tampaHome, otherStructuresPercent: 10, personalPropertyPercent: 50, lossOfUsePercent: 20 },
    });
    await expect(page.getByText(`Draft policy ${draft.policyNumber} created from the quote.`)).toBeVisible();
    // Read afresh, from the server.
    await visit(`/policy/${policyId}`);
    await expect(page.getByTestId("policy-premium")).toHaveText(formatMoney(draft.premium));
    const card = page.getByRole("region", { name: "Home and rating" });
    await expect(card.getByTestId("home-facts")).toContainText("Masonry (block or brick)");
    await expect(card.getByTestId("home-facts")).toContainText("None, or not every opening");
    await card.getByText("Worksheet: how the premium is worked out").click();
    await expectPrice(card, quoted);
    await expectAccessible(page);

    // Re-quote: the draft's home comes back on the quick quote; a 5% hurricane deductible is saved back and priced again.
    await card.getByRole("link", { name: "Re-quote the home" }).click();
    await expect(page.getByText(`The home of draft policy ${draft.policyNumber}`)).toBeVisible();
    await expect(form.getByLabel("Dwelling, Coverage A")).toHaveValue("385000");
    await expect(form.getByLabel("Effective date")).toHaveValue(effectiveDate);
    await expect(form.getByLabel("7. Opening protection")).toHaveValue("none");
    await form.getByLabel("Hurricane deductible").selectOption("5%");
    await form.getByRole("button", { name: "Get quote" }).click();
    const home = { ...tampaHome, hurricaneDeductible: "5%" } as const;
    const requoted = await call<Ho3Rating>(page, "POST", "/api/rating/ho3", { ...home, effectiveDate });
    expect(requoted.totalCents).toBeLessThan(quoted.totalCents);
    await expectPrice(result, requoted);
    await result.getByRole("button", { name: `Save to ${draft.policyNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/policy/${policyId}$`));
    await expect(page.getByTestId("policy-premium")).toHaveText(formatMoney(requoted.totalCents / 100));
    await expect(card.getByTestId("home-facts")).toContainText("5% of Coverage A");
    quoted = requoted;
    // Its Edit offers no premium or coverage to type: they are the rate table's.
    await visit(`/policy/${policyId}/edit`);
    await expect(page.getByTestId("rated-fields")).toContainText(formatMoney(requoted.totalCents / 100));
    await expect(page.getByLabel("Annual Premium")).toHaveCount(0);
    await visit(`/policy/${policyId}`);

    // New business, as the transactions feature does it: Quote (the premium is the rate table's), then Issue.
    await page.getByRole("button", { name: "Quote", exact: true }).click();
    await expect(dialog.getByTestId("rated-premium")).toContainText(formatMoney(quoted.totalCents / 100));
    await expect(dialog.getByLabel("Annual premium (whole dollars)")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Get quote" }).click();
    await expect(dialog.getByTestId("quote-price")).toHaveText(`+${formatCents(quoted.totalCents)} charge`);
    await expectPrice(dialog.getByTestId("transaction-rating"), quoted);
    await dialog.getByRole("button", { name: "Issue", exact: true }).click();
    await expect(page.getByText(/^New business issued\./)).toBeVisible();
    await expect(page.getByText("Active").first()).toBeVisible();

    // Shutters added from today, mid-term: opening protection to the hurricane standard, priced with the term's version.
    await page.getByRole("button", { name: "Endorse" }).click();
    await expect(dialog.getByLabel("Effective date")).toHaveValue(todayInFlorida());
    await expect(dialog.getByLabel("Annual premium (whole dollars)")).toHaveCount(0);
    await expect(dialog.getByLabel("Dwelling, Coverage A")).toHaveValue("385000");
    await expect(dialog.getByLabel("1. Building code")).toHaveValue("fbc2001");
    await dialog.getByLabel("7. Opening protection").selectOption("hurricane");
    await dialog.getByRole("button", { name: "Get quote" }).click();

    const withShutters = {
      ...home,
      windMitigation: { ...home.windMitigation!, openingProtection: "hurricane" },
    };
    const after = await call<Ho3Rating>(page, "POST", "/api/rating/ho3", { ...withShutters, effectiveDate });
    expect(after.totalCents).toBeLessThan(quoted.totalCents);
    const daysInTerm = daysBetween(effectiveDate, expirationDate);
    const daysRemaining = daysBetween(todayInFlorida(), expirationDate);
    const credit = proRataCents(after.totalCents - quoted.totalCents, daysRemaining, daysInTerm);
    expect(credit).toBeLessThan(0);
    await expect(dialog.getByTestId("quote-price")).toHaveText(`${formatCents(-credit)} refund`);
    await expect(dialog).toContainText(`${daysRemaining} of the term's ${daysInTerm}`);
    await expect(dialog).toContainText(
      `${formatMoney(quoted.totalCents / 100)} → ${formatMoney(after.totalCents / 100)}`,
    );
    await expectPrice(dialog.getByTestId("transaction-rating"), after);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Issue", exact: true }).click();
    await expect(page.getByText(/^Endorsement issued\./)).toBeVisible();

    // The policy's price now is the one with shutters, and so is what it is rated on.
    await expect(page.getByTestId("policy-premium")).toHaveText(formatMoney(after.totalCents / 100));
    await expect(card.getByTestId("home-facts")).toContainText(
      "Every opening protected to the hurricane impact standard",
    );
    await expect(card.getByTestId("rating-total")).toHaveText(formatCents(after.totalCents));
    const endorsement = page.getByTestId("transaction").first();
    await expect(endorsement.getByTestId("transaction-change")).toHaveText(`${formatCents(-credit)} refund`);
    await endorsement.getByText("Worksheet of the price after").click();
    await expectPrice(endorsement, after, { worksheetOnly: true });
    await visit(`/policy/${policyId}`);

    // The insured signs in from the e-mailed link, in Italian, and reads why the premium is what it is:
    // the worksheet with shutters, ending at the policy's premium.
    await forgetSessions(page);
    await page.addInitScript(() => localStorage.setItem("language", "it"));
    const since = Date.now();
    await visit("/members");
    await page.getByLabel("E-mail").fill(insured.email);
    await page.getByLabel("Numero di polizza").fill(draft.policyNumber);
    await page.getByRole("button", { name: "Accedi al mio conto" }).click();
    await page.goto(/https?:\/\/\S+\/magic-link\/verify\S+/.exec(await mailTo(insured.email, since, "magic-link"))![0]);
    await expect(page).toHaveURL(/\/members\/account$/);
    await waitForHydration(page);
    const why = page.getByRole("region", { name: "Perché il tuo premio è questo" });
    await expect(why.getByTestId("premium-total")).toHaveText(formatCents(after.totalCents, "it"));
    await expect(why.getByTestId("worksheet-total-amount")).toHaveText(formatCents(after.totalCents, "it"));
    await expect(
      why.getByTestId("worksheet-line").and(page.locator('[data-key="hurricane.windMitigation"]')),
    ).toContainText("Sconto per la mitigazione del vento");
    await expectAccessible(page);
  });

  test("the server's refusals read in the visitor's language, on their fields", async ({ page }) => {
    await signInAs(page, "agent");
    await page.addInitScript(() => localStorage.setItem("language", "it"));
    await page.goto("/policy/quote");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "La casa da prezzare" });
    await form.getByLabel("Fabbricato, copertura A").fill("385000");
    await form.getByLabel("Anno di costruzione").fill("2004");
    await form.getByLabel("Costruzione *", { exact: true }).selectOption("masonry");
    // A roof older than the home: the rate table's own check, not the form's.
    await form.getByLabel("Anno di posa del tetto").fill("1990");
    await form.getByLabel("CAP").fill("33606");
    await form.getByLabel("Classe di protezione").selectOption("3");
    await form.getByLabel("Franchigia per tutti gli altri rischi").selectOption("1000");
    await form.getByLabel("Franchigia uragano").selectOption("2%");
    await form.getByRole("button", { name: "Calcola il preventivo" }).click();
    const roof = form.getByLabel("Anno di posa del tetto");
    await expect(roof).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Il tetto non può essere più vecchio della casa.")).toBeVisible();
    await expect(roof).toHaveValue("1990");
    await expect(form.getByLabel("CAP")).toHaveValue("33606");
    await expectAccessible(page);
  });

  test("staff see the rate versions, the one in force today marked, and load a new one from its file", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "staff");
    await visit("/policy/settings");
    const versions = page.getByRole("region", { name: "Homeowners rate versions" });
    const bundled = versions.getByTestId("rate-version").filter({ hasText: bundledHo3.version });
    await expect(bundled).toContainText("Illustrative");
    await expect(bundled).toContainText("Installed with the site");
    await expect(bundled.getByText("In force today")).toHaveCount(2);

    const file = versions.getByLabel("Rate table (JSON file)");
    const load = versions.getByRole("button", { name: "Load version" });
    const choose = (name: string, content: string) =>
      file.setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(content) });
    // Not JSON, a name already loaded, a table that fails its checks: each said under the file.
    await choose("notes.txt", "rates: higher");
    await load.click();
    await expect(versions.getByRole("alert")).toContainText("This file is not JSON");
    await choose("ho3.json", JSON.stringify(bundledHo3));
    await load.click();
    await expect(versions.getByRole("alert")).toContainText(`${bundledHo3.version} is already loaded`);
    const version = `E2E-${Date.now()}`;
    // Far enough ahead that no other test's quote is priced by it.
    const from = addDays(todayInFlorida(), 800);
    const table = { ...bundledHo3, version, newBusinessFrom: from, renewalFrom: from };
    await choose("ho3.json", JSON.stringify({ ...table, coverageA: { min: 900_000, max: 100_000 } }));
    await load.click();
    await expect(versions.getByRole("alert")).toContainText("coverageA: min is above max");
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await choose("ho3.json", JSON.stringify(table));
    await load.click();
    await expect(page.getByText(`Rate version ${version} loaded.`)).toBeVisible();
    const loaded = versions.getByTestId("rate-version").filter({ hasText: version });
    await expect(loaded).toContainText("Sam Staff");
    await expect(loaded.getByText("In force today")).toHaveCount(0);
    await expect(versions.getByTestId("rate-version").first()).toContainText(version);
  });
});
