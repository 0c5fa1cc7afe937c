import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { demoProducerAgreementFormUrl } from "../../src/server/env";
import { e2eDemoPassword } from "../support/e2e-demo-password";
import { expect, test } from "./support/fixtures";

// A refused sign-in is an HTTP error the browser reports in its console.
test.use({ allowConsoleErrors: [/status of 401/] });

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

test.describe("Limited Producer Agreement login", () => {
  test("both fields are required; nothing is sent without them", async ({ page, visit }) => {
    await visit("/lpa");
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/lpa/sign-in")) sent += 1;
    });
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Enter your username.")).toBeVisible();
    await expect(page.getByText("Enter your password.")).toBeVisible();
    await expect(page.getByLabel("Username")).toBeFocused();
    expect(sent).toBe(0);
  });

  test("wrong credentials show Login Failed, and the form can be used again", async ({ page, visit }) => {
    await visit("/lpa");
    await signIn(page, "producer", "not-the-password");
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid username or password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await expect(page.getByLabel("Username")).toHaveValue("producer");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test("the right credentials say Success and open the e-signature form the server names", async ({ page, visit }) => {
    // The e-signature service is outside this test's world: answer for it.
    await page.route(`${demoProducerAgreementFormUrl}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>E-signature</title><h1>Sign the agreement</h1>" }),
    );
    // The toast and the disabled button live half a second before the redirect: record what the page
    // showed as it happens, rather than race the redirect (Playwright waits for a navigation to end).
    const seen = new Set<string>();
    await page.exposeFunction("recordSeen", (text: string) => seen.add(text));
    await visit("/lpa");
    await page.evaluate(() => {
      const record = (window as unknown as { recordSeen: (text: string) => void }).recordSeen;
      new MutationObserver(() => {
        const button = document.querySelector<HTMLButtonElement>("main form button[type=submit]");
        if (button) record(`button ${button.textContent?.trim()} ${button.disabled ? "disabled" : "enabled"}`);
        for (const toast of document.querySelectorAll("[data-sonner-toast]")) record(`toast ${toast.textContent}`);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await signIn(page, "producer", e2eDemoPassword);
    await page.waitForURL(demoProducerAgreementFormUrl);
    await expect(page.getByRole("heading", { name: "Sign the agreement" })).toBeVisible();
    expect([...seen]).toContain("button Signing in... disabled");
    expect([...seen].some((text) => /^toast .*Success.*Redirecting to DocuSign\.\.\./.test(text))).toBe(true);
  });

  test("the e-signature address is not in anything the browser downloads", () => {
    const built = filesUnder("build/client").filter((file) => /\.(js|html|json)$/.test(file));
    expect(built.length).toBeGreaterThan(0);
    const leaking = built.filter((file) =>
      readFileSync(file, "utf8").includes(new URL(demoProducerAgreementFormUrl).host),
    );
    expect(leaking).toEqual([]);
  });
});
