import type { Page } from "@playwright/test";
import { expect, expectAccessible, mailTo, signInAs, test } from "./support/fixtures";
import { openStaffScreen } from "./support/staff-nav";

// A refused save is an HTTP error the browser reports in its console.
test.use({ allowConsoleErrors: [/status of (400|404)/] });

const apiData = async (page: Page, path: string) => (await (await page.request.get(path)).json()).data;

test.describe("new policy and policy edit", () => {
  test("the form marks what is missing, keeps what was typed, then opens the new policy; Edit changes it", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "staff");
    await visit("/policy/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Policy");
    await expect(page.getByLabel("Status")).toHaveValue("draft");

    const insured = `Clearwater Kayak Tours ${test.info().project.name} ${Date.now()}`;
    await page.getByLabel("Insured Name").fill(insured);
    await page.getByRole("button", { name: "Create Policy" }).click();
    for (const message of [
      "Choose the policy type.",
      "Enter the effective date.",
      "Enter the annual premium in whole dollars, more than 0.",
      "Enter the coverage amount in whole dollars, more than 0.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Policy Type")).toBeFocused();
    await expect(page.getByLabel("Insured Name")).toHaveValue(insured);

    await page.getByLabel("Policy Type").selectOption("General Liability");
    await page.getByLabel("Business Type").selectOption("LLC");
    await page.getByLabel("Effective Date").fill("2026-12-01");
    await page.getByLabel("Expiration Date").fill("2027-12-01");
    await page.getByLabel("Annual Premium").fill("12000");
    await page.getByLabel("Coverage Amount").fill("1000000");
    await page.getByLabel("Agent", { exact: true }).selectOption({ label: "Alex Agent" });
    await page.getByLabel("City").fill("Clearwater");
    await page.getByLabel("ZIP code").fill("3376");
    await page.getByRole("button", { name: "Create Policy" }).click();
    await expect(page.getByText("Use a ZIP code such as 33602.")).toBeVisible();
    await page.getByLabel("ZIP code").fill("33767");
    await page.getByRole("button", { name: "Create Policy" }).click();

    await expect(page).toHaveURL(/\/policy\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^SRE-\d{7}$/);
    await expect(page.getByText(insured).first()).toBeVisible();
    await expect(page.getByTestId("policy-premium")).toHaveText("$12,000");
    await expect(page.getByTestId("monthly-premium")).toHaveText("$1,000");
    await expect(page.getByText("Alex Agent")).toBeVisible();
    const number = await page.getByRole("heading", { level: 1 }).innerText();

    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${number}`);
    await expect(page.getByLabel("Insured Name")).toHaveValue(insured);
    await page.getByLabel("Annual Premium").fill("13200");
    // Not active: the dashboard test counts the active book.
    await page.getByLabel("Status").selectOption("pending");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(number);
    await expect(page.getByTestId("policy-premium")).toHaveText("$13,200");
    await expect(page.getByTestId("monthly-premium")).toHaveText("$1,100");
  });

  test("an agent's new policy is always their own; there is no agent to choose", async ({ page, visit }) => {
    await signInAs(page, "agent");
    await visit("/policy/new");
    await expect(page.getByLabel("Agent", { exact: true })).toHaveCount(0);
  });
});

test.describe("a policy's documents and claims", () => {
  test("View Documents and View Claims open the policy's own lists", async ({ page, visit }) => {
    await signInAs(page, "staff");
    const [policy] = (await apiData(page, "/api/policies?q=Bayshore")).items;
    await visit(`/policy/${policy.id}`);

    await page.getByRole("link", { name: /View Documents/ }).click();
    await expect(page).toHaveURL(new RegExp(`/policy/${policy.id}/documents$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Documents of ${policy.policyNumber}`);
    const documents = await apiData(page, `/api/documents/recent?policyId=${policy.id}`);
    await expect(
      page.getByText(`Showing 1-${Math.min(10, documents.totalItems)} of ${documents.totalItems}`),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: `Back to ${policy.policyNumber}` }).click();
    await page.getByRole("link", { name: /View Claims/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claims on ${policy.policyNumber}`);
    const claims = await apiData(page, `/api/claims?policyId=${policy.id}`);
    expect(claims.totalItems).toBeGreaterThan(0);
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(claims.items.length + 1);
    for (const claim of claims.items)
      await expect(page.getByRole("cell", { name: claim.claimNumber, exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("the Claims screen searches every claim, changes a claim's status with a note and shows its timeline; agents do not have it", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "staff");
    // A claim of this test's own, so parallel runs do not move each other's.
    const since = Date.now();
    const claimant = `dana.${test.info().project.name}.${since}@example.com`;
    const reported = await page.request.post("/api/claims", {
      headers: { origin: new URL(test.info().project.use.baseURL!).origin },
      data: {
        member: { firstName: "Dana", lastName: `Whitfield${Date.now()}`, policyNumber: "SRE-0000002" },
        loss: {
          dateOfLoss: "2026-11-01",
          category: "Water Damage",
          notifierFirstName: "Dana",
          notifierLastName: "Whitfield",
          notifierEmail: claimant,
          relationshipToMember: "Self (Policyholder)",
        },
        location: {
          address1: "1 Bay St",
          city: "Tampa",
          state: "FL",
          zip: "33602",
          lossDetails: "Pipe burst under the sink.",
          isHomeHabitable: "Yes",
        },
        exposures: {
          dwellingDamaged: "Yes",
          otherStructuresDamaged: "No",
          personalPropertyDamaged: "No",
          additionalLivingExpenses: "No",
        },
      },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    const { claimNumber } = (await reported.json()).data;

    await visit("/policy");
    await openStaffScreen(page, "All claims", "Claims");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claims");
    await page.getByLabel("Claim number, policy number or name").fill(claimNumber);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    // Each row's Update button is named "Update claim …": its visible word first (WCAG 2.5.3).
    await expectAccessible(page);
    await page.getByRole("button", { name: `Update claim ${claimNumber}` }).click();
    const dialog = page.getByRole("dialog", { name: `Claim ${claimNumber}` });
    const timeline = dialog.getByRole("region", { name: `Timeline of claim ${claimNumber}` });
    await expect(timeline.getByRole("listitem")).toHaveText([/Received.*the claimant/]);
    await expectAccessible(page);
    const status = dialog.getByLabel(`Status of claim ${claimNumber}`);
    await expect(status).toHaveValue("received");
    await status.selectOption("assigned");
    const note = "Your adjuster will call you tomorrow morning.";
    await dialog.getByLabel("Note for the insured (optional)").fill(note);
    // The acknowledgement of the filing has arrived, so the next e-mail is the status change's.
    expect(await mailTo(claimant, since)).toContain(`We received your claim ${claimNumber}`);
    const changing = Date.now();
    await dialog.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText(`Claim ${claimNumber} is now Assigned.`)).toBeVisible();
    await expect(timeline.getByRole("listitem")).toHaveText([/Received/, new RegExp(`Assigned.*${note}`)]);
    const mail = await mailTo(claimant, changing);
    expect(mail).toContain(`Subject: Your claim ${claimNumber} has been assigned to an adjuster`);
    expect(mail).toContain(note);
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(page.getByRole("row", { name: new RegExp(claimNumber) })).toContainText("Assigned");

    await signInAs(page, "agent");
    await visit("/policy");
    await expect(
      page.getByRole("navigation", { name: "Policy administration" }).getByRole("link", { name: "Claims" }),
    ).toHaveCount(0);
  });
});
