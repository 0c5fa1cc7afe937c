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
    // The e-signature service is outside this test's world: answer for it only once the page's
    // signing-in state has been seen, so the check does not race the redirect on a busy machine.
    let answerEsign = () => {};
    const esignMayAnswer = new Promise<void>((resolve) => (answerEsign = resolve));
    await page.route(`${demoProducerAgreementFormUrl}**`, async (route) => {
      await esignMayAnswer;
      await route.fulfill({ contentType: "text/html", body: "<title>E-signature</title><h1>Sign the agreement</h1>" });
    });
    await visit("/lpa");
    await signIn(page, "producer", e2eDemoPassword);
    await expect(page.getByText("Success", { exact: true })).toBeVisible();
    await expect(page.getByText("Redirecting to DocuSign...")).toBeVisible();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    answerEsign();
    await page.waitForURL(demoProducerAgreementFormUrl);
    await expect(page.getByRole("heading", { name: "Sign the agreement" })).toBeVisible();
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
