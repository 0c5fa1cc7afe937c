import type { Browser, Page } from "@playwright/test";
import { e2eDemoPassword } from "../support/e2e-demo-password";
import { signInBrowser } from "../support/sign-in";
import { expectAccessible, waitForHydration } from "./support/fixtures";
import { ownServerTest } from "./support/own-server";

// Assigning a claim to the demo adjuster changes what the adjuster's own spec counts: a server of its own.
const { test, serverUrl } = ownServerTest("claim-file");
const { expect } = test;

/** A new page of its own (a person on their own device), signed in as a demo account. */
async function signedIn(browser: Browser, who: "staff" | "adjuster" | "member", language: "en" | "it" = "en") {
  const context = await browser.newContext({ baseURL: serverUrl() });
  if (language === "it") await context.addInitScript(() => localStorage.setItem("language", "it"));
  await signInBrowser(context, serverUrl(), {
    email: `${who}@example.com`,
    password: e2eDemoPassword,
    origin: serverUrl(),
    rememberMe: false,
  });
  const page = await context.newPage();
  return page;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("a claim filed through the wizard is assigned, reserved, paid net of the deductible with a manager's approval, decided and closed; the insured follows it in both languages", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The insured files from the member area: the wizard starts with their details.
  const member = await signedIn(browser, "member");
  await member.goto("/members/account/claims");
  await waitForHydration(member);
  await member.getByRole("button", { name: "File a new claim" }).click();
  await expect(member).toHaveURL(/\/claims\/file$/);
  await waitForHydration(member);
  await member.getByRole("button", { name: "Next" }).click();
  await member.getByLabel("Date of Loss *").fill(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10));
  await member.getByLabel("Category *").selectOption("Fire Damage");
  await member.getByLabel("Relationship to Member *").selectOption("Self (Policyholder)");
  await member.getByRole("button", { name: "Next" }).click();
  await member.getByLabel("Loss Details *").fill("A kitchen fire damaged the cabinets and the ceiling.");
  await member.getByRole("group", { name: "Is the home habitable? *" }).getByLabel("Yes").check();
  await member.getByRole("button", { name: "Next" }).click();
  await member
    .getByRole("group", { name: /dwelling/ })
    .getByLabel("Yes")
    .check();
  for (const question of [/other structures/, /personal property/, /additional living expenses/]) {
    await member.getByRole("group", { name: question }).getByLabel("No").check();
  }
  await member.getByRole("button", { name: "Submit Claim" }).click();
  const claimNumber = await member.getByTestId("claim-number").innerText();

  // The claims manager opens it from the Claims screen and assigns it.
  const staff = await signedIn(browser, "staff");
  await staff.goto(`/policy/claims?search=${claimNumber}`);
  await staff.getByRole("link", { name: claimNumber }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Claim ${claimNumber}` })).toBeVisible();
  await expect(staff.getByText("The policy was in force on the date of loss and notice came in time.")).toBeVisible();
  await expect(staff.getByRole("row", { name: /Pay or deny/ }).getByText("Due", { exact: true })).toBeVisible();
  await expectAccessible(staff);
  await staff.getByLabel("Assign to").selectOption({ label: "Dana Ruiz" });
  await staff.getByRole("button", { name: "Assign" }).click();
  await expect(toast(staff, `Claim ${claimNumber} is assigned to Dana Ruiz.`)).toBeVisible();

  // The adjuster sees only their claims, reserves, records the proof of loss and pays above their authority.
  const adjuster = await signedIn(browser, "adjuster");
  await adjuster.goto("/policy/claims");
  const rows = adjuster.getByRole("table").getByRole("row");
  // The header, the demo's two claims of hers and this one.
  await expect(rows).toHaveCount(4);
  await adjuster.getByRole("link", { name: claimNumber }).click();
  await expect(adjuster.getByRole("heading", { level: 1, name: `Claim ${claimNumber}` })).toBeVisible();
  await expect(adjuster.getByRole("button", { name: "Assign" })).toHaveCount(0);
  const reserve = adjuster.getByRole("region", { name: "Set a reserve" });
  await reserve.getByLabel("Coverage", { exact: true }).selectOption("A");
  await reserve.getByLabel("Reserve (dollars)").fill("25,000");
  await reserve.getByLabel("Reason", { exact: true }).fill("Contractor's estimate");
  await adjuster.getByRole("button", { name: "Set the reserve" }).click();
  await expect(toast(adjuster, "The A reserve is now $25,000.00.")).toBeVisible();
  await adjuster.getByLabel("What happened", { exact: true }).selectOption("proofOfLoss");
  await adjuster.getByRole("button", { name: "Record", exact: true }).click();
  await expect(toast(adjuster, "Recorded on the claim file.")).toBeVisible();
  await expect(adjuster.getByRole("row", { name: /Begin the investigation/ })).toContainText("Due");

  const pay = adjuster.getByRole("region", { name: "Pay", exact: true });
  await pay.getByLabel("Coverage", { exact: true }).selectOption("A");
  await pay.getByLabel("Gross amount (dollars)").fill("15000");
  await pay.getByLabel("Payee", { exact: true }).fill("Morgan Member");
  await pay.getByLabel("Method", { exact: true }).selectOption("ach");
  await adjuster.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(adjuster, /above your payment authority/)).toBeVisible();
  await expect(adjuster.getByRole("row", { name: /Morgan Member/ })).toContainText("Pending approval");
  await expectAccessible(adjuster);

  // The manager approves it, decides and closes.
  await staff.reload();
  const payment = staff.getByRole("row", { name: /Morgan Member/ });
  await payment.getByRole("button", { name: "Approve" }).click();
  await expect(toast(staff, "Payment approved and issued.")).toBeVisible();
  await expect(payment).toContainText("Issued");
  // $15,000 less the demo home's $1,000 all-other-perils deductible.
  await expect(payment).toContainText("$14,000.00");
  await staff.getByRole("region", { name: "Record the decision" }).getByLabel("Decision").selectOption("covered");
  await staff.getByRole("button", { name: "Record the decision" }).click();
  await expect(toast(staff, "Decision recorded: covered.")).toBeVisible();
  await staff.getByRole("button", { name: "Close the claim" }).click();
  await expect(toast(staff, `Claim ${claimNumber} is closed.`)).toBeVisible();
  await expect(staff.getByText(/^Closed on /)).toBeVisible();
  await expect(staff.getByRole("link", { name: "Payment" })).toBeVisible();

  // The insured sees the adjuster, the payment with its deductible and the letters, then in Italian.
  await member.goto("/members/account/claims");
  const card = member.getByRole("article").filter({ hasText: claimNumber });
  await expect(card).toContainText("Dana Ruiz handles your claim:");
  await expect(card).toContainText("$14,000.00 ($15,000.00 less a deductible of $1,000.00)");
  await expect(card.getByRole("link", { name: `Download Payment ${claimNumber}` })).toBeVisible();
  await expectAccessible(member);

  const italian = await signedIn(browser, "member", "it");
  await italian.goto("/members/account/claims");
  const scheda = italian.getByRole("article").filter({ hasText: claimNumber });
  await expect(scheda).toContainText("Dana Ruiz segue il tuo sinistro:");
  await expect(scheda).toContainText("meno una franchigia di");
  await expectAccessible(italian);
});

test("the clock screen lists the deadlines at risk or overdue, and each claim number opens its file", async ({
  browser,
}) => {
  const staff = await signedIn(browser, "staff");
  await staff.goto("/policy/claims/clocks");
  await expect(staff.getByRole("heading", { level: 1, name: "Claim clocks" })).toBeVisible();
  await expectAccessible(staff);
  await staff.getByLabel("State").selectOption("overdue");
  await expect(staff).toHaveURL(/state=overdue/);
});

test("a claims manager records a storm and reads the claims by catastrophe and county, in both languages", async ({
  browser,
}) => {
  const staff = await signedIn(browser, "staff");
  await staff.goto("/policy/claims/catastrophes");
  await waitForHydration(staff);
  await expect(staff.getByRole("heading", { level: 1, name: "Catastrophes" })).toBeVisible();
  // The demo's storm is listed, and its roof claim counted in its county.
  const recorded = staff.getByRole("region", { name: "Recorded catastrophes", exact: true });
  await expect(recorded.getByRole("rowheader", { name: "Hurricane Ilsa" })).toBeVisible();
  const report = staff.getByRole("region", { name: "Claims by catastrophe and county", exact: true });
  await expect(report.getByRole("row").filter({ hasText: "Hurricane Ilsa" }).first()).toBeVisible();
  await expectAccessible(staff);

  const form = staff.getByRole("region", { name: "Record a catastrophe" });
  await form.getByLabel("Name").fill("Tropical Storm Omar");
  await form.getByLabel("Peril").selectOption("other");
  // The end before the start is refused beside its field, and nothing typed is lost.
  await form.getByLabel("First watch or warning").fill("2026-06-10T08:00");
  await form.getByLabel("Last watch or warning ended").fill("2026-06-09T08:00");
  await form.getByRole("button", { name: "Record catastrophe" }).click();
  await expect(form.getByLabel("Last watch or warning ended")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Name")).toHaveValue("Tropical Storm Omar");
  await form.getByLabel("Last watch or warning ended").fill("2026-06-11T20:00");
  await form.getByRole("button", { name: "Record catastrophe" }).click();
  await expect(toast(staff, "Catastrophe Tropical Storm Omar recorded")).toBeVisible();
  await expect(recorded.getByRole("rowheader", { name: "Tropical Storm Omar" })).toBeVisible();

  const download = staff.waitForEvent("download");
  await report.getByRole("button", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^claims-by-catastrophe-\d{4}-\d{2}-\d{2}\.csv$/);

  const italian = await signedIn(browser, "staff", "it");
  await italian.goto("/policy/claims/catastrophes");
  await expect(italian.getByRole("heading", { level: 1, name: "Catastrofi" })).toBeVisible();
  await expect(italian.getByRole("region", { name: "Sinistri per catastrofe e contea", exact: true })).toBeVisible();
  await expectAccessible(italian);
});
