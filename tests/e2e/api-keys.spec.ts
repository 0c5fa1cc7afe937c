import { claimSubmission } from "../api/support/claim-submission";
import { expect, expectAccessible, signInAs, test } from "./support/fixtures";

/**
 * API keys for programs, end to end: a staff member makes a key on
 * their account page, and an outside program (Node's fetch: no Origin, no
 * cookie) uses it; revoking it on the page shuts the program out.
 */
test.describe("API keys", () => {
  test("a key made on the account page lets a program read and create portals and file a claim, until revoked", async ({
    page,
    context,
    visit,
  }) => {
    const baseURL = test.info().project.use.baseURL!;
    /** A call as an outside program makes it. */
    const program = (method: string, path: string, body?: unknown, key?: string) =>
      fetch(`${baseURL}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(key ? { authorization: `Bearer ${key}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL).origin });
    await signInAs(page, "staff");
    await visit("/policy/account");
    const section = page.getByRole("region", { name: "API keys" });
    await expect(section).toBeVisible();

    const name = `Nightly export ${test.info().project.name} ${Date.now()}`;
    await section.getByRole("button", { name: "Create key" }).click();
    await expect(section.getByText("Give the key a name.")).toBeVisible();
    await section.getByLabel("Name").fill(name);
    await section.getByLabel("Expires after").selectOption("30");
    await section.getByRole("button", { name: "Create key" }).click();

    await expect(section.getByRole("heading", { name: `Your new key “${name}”` })).toBeFocused();
    await expect(section.getByText("You will not see it again")).toBeVisible();
    const secretField = section.getByLabel("Your new API key");
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^sabal_[\w-]{43}$/);
    await expectAccessible(page);
    await section.getByRole("button", { name: "Copy key" }).click();
    await expect(page.getByText("Key copied to the clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await section.getByRole("button", { name: "I have copied it" }).click();
    await expect(secretField).toHaveCount(0);
    const card = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toContainText(secret.slice(0, 14));
    await expect(card).toContainText("Never");

    // Anonymous: 401 in the envelope, with the scheme that would work.
    const anonymous = await program("POST", "/api/home/portals", {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
    expect(await anonymous.json()).toMatchObject({ success: false, data: null, message: "Sign in to continue." });

    // With the key: the staff member's own rights, no Origin needed.
    const portalName = `Made by a script ${test.info().project.name} ${Date.now()}`;
    const created = await program("POST", "/api/portals", { QsmConfigName: portalName }, secret);
    expect(created.status).toBe(201);
    const portal = (await created.json()).data as { portalIdentity: string; sysCreatedBy: string };
    expect(portal.sysCreatedBy).toBe("Sam Staff");
    const listed = await program("POST", "/api/home/portals", { searchTerm: portalName }, secret);
    expect(listed.status).toBe(200);
    const items = (await listed.json()).data.items as { portalIdentity: string }[];
    expect(items.map((item) => item.portalIdentity)).toContain(portal.portalIdentity);
    const opened = await program("GET", `/api/portal/${portal.portalIdentity}`, undefined, secret);
    expect(opened.status).toBe(200);

    const filed = await program("POST", "/api/claims", claimSubmission("SRE-0000001"), secret);
    expect(filed.status).toBe(201);
    expect((await filed.json()).data.claimNumber).toMatch(/^CLM-\d{4}-\d{6}$/);

    // The page shows when the key was last used.
    await page.reload();
    await expect(card).not.toContainText("Never");

    await card.getByRole("button", { name: `Revoke key “${name}”` }).click();
    const dialog = page.getByRole("dialog", { name: `Revoke the key “${name}”?` });
    await expect(dialog).toContainText("refused from now on");
    await dialog.getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText(`The key “${name}” is revoked.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(section.getByLabel("Name")).toBeFocused();

    const refused = await program("POST", "/api/home/portals", {}, secret);
    expect(refused.status).toBe(401);
    expect((await refused.json()).success).toBe(false);
  });
});
