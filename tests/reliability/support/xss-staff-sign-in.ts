import type { Page } from "playwright-core";
import { benchDemoPassword } from "../../support/demo-data";
import { signInBrowser } from "../../support/sign-in";

/** Signs the browser in as the demo staff member and opens the staff area, where its account menu shows. */
export async function signInAsStaffInBrowser(page: Page, serverUrl: string): Promise<void> {
  await signInBrowser(page.context(), serverUrl, {
    email: "staff@example.com",
    password: benchDemoPassword,
    origin: serverUrl,
  });
  await page.goto(`${serverUrl}/policy`);
  await page.getByRole("button", { name: "Account menu for Sam Staff" }).waitFor({ timeout: 15_000 });
}
