import { expect, expectAccessible, signInAs, test } from "./support/fixtures";
import { openStaffScreen } from "./support/staff-nav";

// A refused save, and an account the agent may not see, are HTTP errors the browser reports in its console.
test.use({ allowConsoleErrors: [/status of (400|404)/] });

test.describe("insured accounts", () => {
  test("staff create an account, edit it and find it by name or number", async ({ page, visit }) => {
    test.setTimeout(60_000); // three accessibility checks on the way
    await signInAs(page, "staff");
    const name = `Gulf Breeze Bakery ${test.info().project.name} ${Date.now()}`;
    await visit("/policy");
    await openStaffScreen(page, "Insured Accounts", "Policies");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insured Accounts");
    await page.getByRole("link", { name: "New Account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Account");

    await page.getByLabel("Email").fill("maria@");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByLabel("Account Name *")).toBeFocused();
    await expect(page.getByLabel("Account Name *")).toHaveAccessibleDescription(
      "Enter the account name (up to 200 characters).",
    );
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(
      "Enter an e-mail address such as name@example.com.",
    );
    await expectAccessible(page);

    await page.getByLabel("Account Name *").fill(name);
    await page.getByLabel("Business Type").selectOption("LLC");
    await page.getByLabel("Agent", { exact: true }).selectOption({ label: "Alex Agent" });
    await page.getByLabel("Contact Name").fill("Maria Lopez");
    await page.getByLabel("Email").fill("maria@gulfbreeze.example");
    await page.getByLabel("Phone").fill("(850) 555-0142");
    await page.getByLabel("Street Address").fill("12 Via De Luna");
    await page.getByLabel("City").fill("Pensacola Beach");
    await page.getByLabel("State", { exact: true }).selectOption("FL");
    await page.getByLabel("ZIP code").fill("32561");
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/policy\/accounts\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const number = (await page.getByText(/^ACC-\d{6}$/).innerText()).trim();
    await expect(page.getByText("Alex Agent")).toBeVisible();
    await expect(page.getByText("No Policies Yet")).toBeVisible();
    await visit(page.url()); // checked again once loaded afresh, without the toast

    await page.getByRole("link", { name: "Edit Account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${number}`);
    await expect(page.getByLabel("Agent", { exact: true })).toHaveValue(/.+/);
    await expectAccessible(page);
    await page.getByLabel("Contact Name").fill("Maria Lopez-Hart");
    await page.getByLabel("City").fill("Gulf Breeze");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText("Maria Lopez-Hart")).toBeVisible();
    await expect(page.getByText("12 Via De Luna, Gulf Breeze FL 32561")).toBeVisible();
    await expect(page.getByText("Alex Agent")).toBeVisible();

    await page.getByRole("link", { name: "Back to Insured Accounts" }).click();
    const search = page.getByLabel("Name or account number");
    for (const term of [name, number]) {
      await search.fill(term);
      await search.press("Enter");
      await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
      await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("Maria Lopez-Hart");
    }
    await page.getByRole("link", { name: number }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("a policy written for an account links to it, and the account lists it with a link back", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "staff");
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const name = `Perdido Key Kayaks ${test.info().project.name} ${Date.now()}`;
    const agents: { id: string; name: string }[] = (await (await page.request.get("/api/agents")).json()).data;
    const alex = agents.find((agent) => agent.name === "Alex Agent")!;
    const created = await page.request.post("/api/Account_OnNew", {
      headers: { origin },
      data: { name, city: "Pensacola", state: "FL", zipCode: "32507", businessType: "Partnership", agentId: alex.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    const account = (await created.json()).data;

    await visit(`/policy/accounts/${account.id}`);
    await page.getByRole("link", { name: "New Policy for this account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Policy");
    await expect(page.getByRole("link", { name: `${account.accountNumber} · ${name}` })).toBeVisible();
    await expect(page.getByLabel("Insured Name")).toHaveValue(name);
    await expect(page.getByLabel("City")).toHaveValue("Pensacola");
    await expect(page.getByLabel("Agent", { exact: true })).toHaveValue(alex.id);
    await page.getByLabel("Policy Type").selectOption("Property");
    await page.getByLabel("Effective Date").fill("2026-09-01");
    await page.getByLabel("Expiration Date").fill("2027-09-01");
    await page.getByLabel("Annual Premium").fill("3600");
    await page.getByLabel("Coverage Amount").fill("400000");
    await page.getByLabel("Status").selectOption("pending");
    await page.getByRole("button", { name: "Create Policy" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^SRE-\d{7}$/);
    const policyNumber = await page.getByRole("heading", { level: 1 }).innerText();
    await expect(page.getByText("Alex Agent")).toBeVisible();
    await page.getByRole("link", { name: `${account.accountNumber} · ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const policies = page.getByRole("region", { name: "Policies" });
    await expect(policies.getByRole("row")).toHaveCount(2);
    await policies.getByRole("link", { name: policyNumber }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policyNumber);
    await visit(page.url());
    await expect(page.getByRole("link", { name: `${account.accountNumber} · ${name}` })).toBeVisible();
  });

  test("an agent sees only their own accounts", async ({ page, visit }) => {
    await signInAs(page, "staff");
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const name = `Not an agent's ${test.info().project.name} ${Date.now()}`;
    const created = await page.request.post("/api/Account_OnNew", { headers: { origin }, data: { name } });
    expect(created.status()).toBe(201);
    const account = (await created.json()).data;

    await signInAs(page, "agent");
    await visit(`/policy/accounts?searchTerm=${encodeURIComponent(name)}`);
    await expect(page.getByText("No Accounts Found")).toBeVisible();
    await visit(`/policy/accounts/${account.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account Not Found");
  });
});
