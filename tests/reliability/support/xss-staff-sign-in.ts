import type { Page } from "playwright-core";
import { benchDemoPassword } from "../../support/demo-data";

/**
 * Signs the browser in as the demo staff member through the real sign-in
 * page. Public pages load their code on the visitor's first intent
 * (decision 0005), so the pointer moves before the form is filled.
 */
export async function signInAsStaffInBrowser(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/agents/login`);
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  const form = page.getByRole("main");
  await form.getByLabel("Username or Email").fill("staff@example.com");
  await form.getByLabel("Password", { exact: true }).fill(benchDemoPassword);
  await form.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("button", { name: "Account menu for Sam Staff" }).waitFor({ timeout: 15_000 });
}
