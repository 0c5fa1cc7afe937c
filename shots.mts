import { chromium } from "@playwright/test";
import { signInBrowser } from "./tests/support/sign-in";
const url = "http://localhost:4711";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, width, language, theme] of [["desktop-en-light", 1280, "en", "light"], ["phone-it-dark", 390, "it", "dark"]] as const) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(([l, t]) => { localStorage.setItem("language", l); localStorage.setItem("theme", t); }, [language, theme]);
  await signInBrowser(context, url, { email: "member@example.com", password: "sabal-demo-2026", origin: url, rememberMe: false });
  const page = await context.newPage();
  await page.goto(`${url}/members/account`);
  await page.waitForTimeout(2500);
  const section = page.locator("section", { has: page.getByRole("heading", { name: /Billing|Pagamenti|Fatturazione/ }) }).first();
  if (await section.count()) await section.screenshot({ path: `/tmp/shots/member-${name}.png` });
  else await page.screenshot({ path: `/tmp/shots/member-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
