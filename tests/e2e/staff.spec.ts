import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { daysBetween, todayInFlorida } from "../../src/shared/calendar-date";
import { portalBusinessTypes } from "../../src/shared/portal";
import { expect, expectAccessible, signInAs, test } from "./support/fixtures";

/** How many portals the signed-in user's dashboard holds for a filter: other tests add portals as these run. */
async function portalTotal(page: Page, filter: object = {}): Promise<number> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post("/api/home/portals", { headers: { origin }, data: filter });
  return (await response.json()).data.totalItems;
}

test.describe("staff area shell", () => {
  // The sample policy of the navigation test does not exist: its page gets a 404 and says so.
  test.use({ allowConsoleErrors: [/status of 404/] });
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "staff");
  });

  test("the top navigation highlights the dashboard on an exact match and the rest by prefix", async ({
    page,
    visit,
  }) => {
    const nav = page.getByRole("navigation", { name: "Policy administration" });
    await visit("/policy");
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Search Policies" }).click();
    await expect(page).toHaveURL(/\/policy\/search$/);
    await expect(nav.getByRole("link", { name: "Search Policies" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");

    await visit("/policy/P-000001");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("a portal's page and New Portal, under /policy, do not highlight the dashboard", async ({ page, visit }) => {
    const nav = page.getByRole("navigation", { name: "Policy administration" });
    // SPEC §2: the dashboard is active only on an exact match.
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const portals = await page.request.post("/api/home/portals", { headers: { origin }, data: {} });
    const [portal] = (await portals.json()).data.items;
    for (const path of [`/policy/portal/${portal.portalIdentity}`, "/policy/portal/new"]) {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
      await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    }
    // The logo goes home to the dashboard too; its name starts with what it shows (WCAG 2.5.3).
    await expect(page.getByRole("link", { name: "Sabal – Dashboard" })).toHaveAttribute("href", "/policy");
  });

  test("Exit leads back to the public site", async ({ page, visit }) => {
    await visit("/policy/recent");
    await page.getByRole("link", { name: "Exit" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Florida homeowners insurance");
  });
});

test.describe("portal dashboard", () => {
  test("shows the four tiles computed from the demo data, the quick buttons and the seven columns", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "staff");
    await visit("/policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portal Dashboard");
    // Five of each in the demo data, more once other tests have created portals (a program with an API key)
    // or uploaded: each tile must agree with the API.
    await expect
      .poll(async () => {
        const figures = (await (await page.request.get("/api/dashboard")).json()).data;
        const portals = Number(await page.getByTestId("tile-activePortals").innerText());
        const documents = Number(await page.getByTestId("tile-recentDocuments").innerText());
        const agrees =
          portals >= 5 && portals === figures.activePortals && documents >= 5 && documents === figures.recentDocuments;
        return agrees || (await page.reload(), false);
      })
      .toBe(true);
    await expect(page.getByTestId("tile-totalPremium")).toHaveText("$1,217,500");
    await expect(page.getByTestId("tile-activePolicies")).toHaveText("100%");
    const quick = page.getByRole("navigation", { name: "Quick actions" });
    for (const name of [
      "New Portal",
      "New Policy",
      "Quick Quote",
      "Search Policies",
      "Upload Document",
      "Generate Report",
      "Configure",
    ]) {
      await expect(quick.getByRole(/Generate/.test(name) ? "button" : "link", { name })).toBeVisible();
    }
    await expect(page.getByRole("columnheader")).toHaveText([
      "Portal Name",
      "Company Name",
      "Policy #",
      "Premium",
      "Status",
      "Business Type",
      "Created By",
    ]);
    // The seven demo portals, and any other tests have added meanwhile: the header and a first page of at most ten.
    await expect
      .poll(async () => (await page.getByRole("row").count()) === Math.min(10, await portalTotal(page)) + 1)
      .toBe(true);
    // SPEC §9: the business type as text, beside its icon, which screen readers skip.
    // (Whatever portal comes first: the demo's newest, or one another test made.)
    const businessType = page.getByRole("row").nth(1).getByRole("cell").nth(5);
    await expect(businessType).toHaveText(new RegExp(`^(${portalBusinessTypes.join("|")})$`));
    await expect(businessType.locator("svg")).toHaveAttribute("aria-hidden", "true");
    await expectAccessible(page);
  });

  test("filters, sorts and keeps the view in the address; a row opens its portal", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy");
    await page.getByLabel("Status").selectOption("Pending");
    await expect(page).toHaveURL(/status=Pending/);
    // The one pending demo portal, and any other tests have added meanwhile.
    const pendingShown = async () =>
      (await page.getByRole("row").count()) === Math.min(10, await portalTotal(page, { status: "Pending" })) + 1;
    await expect.poll(pendingShown).toBe(true);
    await page.reload();
    await expect(page.getByLabel("Status")).toHaveValue("Pending");
    await expect.poll(pendingShown).toBe(true);
    await page.getByLabel("Status").selectOption("");

    await page.getByRole("button", { name: "Premium" }).click();
    await expect(page.getByRole("columnheader", { name: "Premium" })).toHaveAttribute("aria-sort", "ascending");
    // The previous order stays on screen until the sorted page arrives.
    await expect
      .poll(async () => {
        const premiums = await page.getByRole("row").locator("td:nth-child(4)").allInnerTexts();
        const amounts = premiums.map((text) => Number(text.replace(/[$,]/g, "")));
        return amounts.length >= 7 && amounts.every((amount, index) => index === 0 || amounts[index - 1]! <= amount);
      })
      .toBe(true);

    await page.getByRole("row").nth(1).locator("td").nth(2).click();
    await expect(page).toHaveURL(/\/policy\/portal\/PRT-\d{6}$/);
  });

  test("an unmatched search shows No Portals Found with Create Portal", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy");
    await page.getByLabel("Search portals").fill("no portal has this name");
    await page.getByLabel("Search portals").press("Enter");
    await expect(page.getByRole("heading", { name: "No Portals Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Portal" })).toHaveAttribute("href", "/policy/portal/new");
  });

  test("Refresh confirms with a toast in the current theme; Export downloads the filtered list", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "staff");
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await visit("/policy?status=Active");
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText("The portal list is up to date.")).toBeVisible();
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", "dark");
    // The toast's text is as readable as the page's (AA contrast).
    await expectAccessible(page);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^portals-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path())!, "utf8")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("Portal ID,Portal Name,Company Name,Policy #,Premium,Status");
    expect(lines).toHaveLength(6); // the header and the five active portals
  });

  test("Generate Report downloads the chosen report as PDF", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy");
    await page.getByRole("button", { name: "Generate Report" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate Report" });
    await dialog.getByLabel("Report").selectOption("premium-by-status");
    await dialog.getByLabel("PDF (print)").check();
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Generate" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^premium-by-status-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await expect(dialog).toBeHidden();
  });

  test("an agent sees only the portals where they are the agent", async ({ page, visit }) => {
    await signInAs(page, "staff");
    const everyPortal = await portalTotal(page);
    await signInAs(page, "agent");
    await visit("/policy");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    const agentPortals = await portalTotal(page);
    expect(agentPortals).toBeGreaterThan(0);
    expect(agentPortals).toBeLessThan(everyPortal);
    await expect
      .poll(async () => (await page.getByRole("row").count()) === Math.min(10, await portalTotal(page)) + 1)
      .toBe(true);
  });
});

test.describe("policy search", () => {
  test("searches the live book with the spec's filters, kept in the address; a row opens the policy", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "staff");
    await visit("/policy/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Policies");
    await expect(page.getByLabel("Status").locator("option")).toHaveText([
      "All statuses",
      "Active",
      "Pending",
      "Inactive",
    ]);
    await expect(page.getByLabel("Business type").locator("option")).toHaveText([
      "All business types",
      "Corporation",
      "LLC",
      "Partnership",
      "Sole Proprietorship",
    ]);
    await expect(page.getByRole("row")).toHaveCount(11); // the header and a page of ten of the eleven demo policies

    await page.getByLabel("Status").selectOption("active");
    await expect(page.getByRole("row")).toHaveCount(7); // five active demo businesses and the member's home
    await page.getByLabel("Policy number, insured or agent").fill("Naples");
    await page.getByLabel("Policy number, insured or agent").press("Enter");
    await expect(page).toHaveURL(/q=Naples/);
    await expect(page.getByRole("heading", { name: "No Policies Found" })).toBeVisible();
    await page.getByLabel("Status").selectOption("");
    await expect(page.getByRole("row")).toHaveCount(2);
    await page.reload();
    await expect(page.getByLabel("Policy number, insured or agent")).toHaveValue("Naples");
    await page.getByRole("row").nth(1).getByRole("cell").nth(1).click();
    await expect(page).toHaveURL(/\/policy\/[\w-]+$/);
  });

  test("an agent finds only their own policies", async ({ page, visit }) => {
    await signInAs(page, "agent2");
    await visit("/policy/search");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    const rows = (await page.getByRole("row").count()) - 1;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(10);
    await expect(page.getByRole("row").filter({ hasText: "Alex Agent" })).toHaveCount(0);
  });
});

test.describe("policy detail", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("shows the policy from live data: premium, monthly premium, days remaining, agent and counts", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "staff");
    const [policy] = (await (await page.request.get("/api/policies?q=Coral%20Gables")).json()).data.items;
    await visit(`/policy/${policy.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.policyNumber);
    await expect(page.getByTestId("policy-premium")).toHaveText("$96,250");
    await expect(page.getByTestId("monthly-premium")).toHaveText("$8,021"); // 96,250 / 12, no decimals
    // Days from Florida's today to the expiration date.
    const days = Math.max(0, daysBetween(todayInFlorida(), policy.expirationDate));
    await expect(page.getByTestId("days-remaining")).toHaveText(String(days));
    await expect(page.getByRole("link", { name: "Contact Agent" })).toHaveAttribute("href", /^mailto:/);
    // SPEC §3 agentPhone: the agent's work phone, to call from the card.
    await expect(page.getByTestId("agent-phone").getByRole("link", { name: "(941) 555-0162" })).toHaveAttribute(
      "href",
      "tel:+19415550162",
    );
    const documents = (await (await page.request.get(`/api/documents/recent?policyId=${policy.id}`)).json()).data;
    await expect(page.getByTestId("count-documents")).toHaveText(String(documents.totalItems));
    // Endorsements counts the endorsements issued on the policy (its transactions), as the API lists them.
    const transactions: { type: string; status: string }[] = (
      await (await page.request.get(`/api/policies/${policy.id}/transactions`)).json()
    ).data;
    const endorsements = transactions.filter((one) => one.type === "endorsement" && one.status === "issued");
    await expect(page.getByTestId("count-endorsements")).toHaveText(String(endorsements.length));
    await expectAccessible(page);
  });

  test("a policy that does not exist, or is another agent's, is not found", async ({ page, visit }) => {
    await signInAs(page, "staff");
    const [alexs] = (await (await page.request.get("/api/policies?q=Alex%20Agent")).json()).data.items;
    await signInAs(page, "agent2");
    await visit(`/policy/${alexs.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Policy Not Found");
    await expect(page.getByText("The requested policy could not be found.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" }).last()).toHaveAttribute("href", "/policy");
  });
});

test.describe("a staff list's filters", () => {
  test("a status chosen and a search sent in the same moment both stay in the address", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy/mail");
    const filters = page.getByRole("search", { name: "Filter the e-mails" });
    await filters.getByRole("searchbox", { name: "Recipient or subject" }).fill("claims");
    // Both in one task, before React renders the first: what a visitor can do on a busy machine, where it
    // lost the status (React Router gives an update the address of the last render).
    await filters.evaluate((form: HTMLFormElement) => {
      const status = form.querySelector<HTMLSelectElement>("select")!;
      status.value = "sent";
      status.dispatchEvent(new Event("change", { bubbles: true }));
      form.requestSubmit();
    });
    await expect(page).toHaveURL(/[?&]search=claims/);
    await expect(page).toHaveURL(/[?&]status=sent/);
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("sent");
  });
});
