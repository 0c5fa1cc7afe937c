import { expect, expectAccessible, mailTo, signInAs, test } from "./support/fixtures";

test.describe("Configure: users and roles", () => {
  test("an adjuster is invited with a payment authority typed in dollars", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy/settings");
    const since = Date.now();
    const email = `casey.${test.info().project.name}.${since}@example.com`;
    await page.getByRole("button", { name: "Invite a user" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite a user" });
    await expect(dialog.getByLabel("Payment authority (USD)")).toBeHidden();
    await dialog.getByLabel("Name").fill("Casey Adjuster");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Role").selectOption("adjuster");
    await dialog.getByLabel("Payment authority (USD)").fill("12,50");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog.getByText("Enter an amount in dollars, such as 25,000.")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Payment authority (USD)").fill("12,500");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const users: { email: string }[] = (await (await page.request.get("/api/users")).json()).data;
    const invited = users.find((user) => user.email === email);
    expect(invited).toMatchObject({ role: "adjuster", paymentAuthorityCents: 1_250_000 });
  });

  test("staff invite someone, change their role, deactivate and reactivate them", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy");
    await page.getByRole("link", { name: "Configure" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
    await expect(page.getByRole("link", { name: "Account and security" }).last()).toHaveAttribute(
      "href",
      "/policy/account",
    );
    // The signed-in user's own row cannot be changed.
    await expect(page.getByLabel("Role of Sam Staff")).toBeDisabled();
    // The demo agents' work phones, each row's own Edit phone button: axe with Label in Name.
    await expect(page.getByRole("row").filter({ hasText: "agent@example.com" })).toContainText("(813) 555-0161");
    await expectAccessible(page);

    const since = Date.now();
    const email = `riley.${test.info().project.name}.${since}@example.com`;
    const name = `Riley ${test.info().project.name} ${since}`;
    await page.getByRole("button", { name: "Invite a user" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite a user" });
    await dialog.getByLabel("Email").fill("not an address");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog.getByText("Enter the person's name.")).toBeVisible();
    await expect(dialog.getByText("Enter a valid e-mail address.")).toBeVisible();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    expect(await mailTo(email, since)).toContain("Your Sabal account is ready");

    const role = page.getByLabel(`Role of ${name}`);
    await expect(role).toHaveValue("agent");
    await role.selectOption("staff");
    await expect(page.getByText(`${name} is now Staff.`, { exact: false })).toBeVisible();

    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByRole("dialog")).toContainText("signed out everywhere");
    await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
    await expect(row.getByText("Deactivated")).toBeVisible();
    await row.getByRole("button", { name: "Reactivate" }).click();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();

    // Their work phone, shown on their policies' agent card: checked, then saved.
    await row.getByRole("button", { name: `Edit phone of ${name}` }).click();
    const phone = page.getByRole("dialog", { name: `Work phone of ${name}` });
    await phone.getByLabel("Work phone").fill("call the office");
    await phone.getByRole("button", { name: "Save phone" }).click();
    await expect(phone.getByText("Use digits, spaces and + ( ) - . only, at most 30.")).toBeVisible();
    await phone.getByLabel("Work phone").fill("(813) 555-0199");
    await phone.getByRole("button", { name: "Save phone" }).click();
    await expect(phone).toBeHidden();
    await expect(row).toContainText("(813) 555-0199");
  });

  test("agents reach their own account settings from Configure, and no user list", async ({ page, visit }) => {
    await signInAs(page, "agent");
    await visit("/policy/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
    await expect(page.getByRole("heading", { name: "Users and roles" })).toHaveCount(0);
  });
});
