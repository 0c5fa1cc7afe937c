import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--disable-gpu"] });
const page = await browser.newPage();
await page.addInitScript(() => {
  window.__events = [];
  for (const t of ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel", "pointermove"]) {
    window.addEventListener(t, (e) => window.__events.push(t + ":" + (e.target?.nodeName ?? e.target)), { capture: true });
  }
});
if (process.argv[3]) await page.mouse.move(-10, -10);
await page.goto(process.argv[2]);
await page.waitForLoadState("networkidle");
await new Promise((r) => setTimeout(r, 1000));
console.log(await page.evaluate(() => [document.documentElement.dataset.hydrated, window.__events]));
await browser.close();
