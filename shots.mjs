import { chromium } from "@playwright/test";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const D = { width: 1280, height: 800 },
  P = { width: 390, height: 844 };
const cases = process.argv.slice(2).map((s) => {
  const [name, path, vp, theme, lang] = s.split(",");
  return [name, path, vp === "P" ? P : D, theme, lang];
});
for (const [name, path, viewport, theme, lang] of cases) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem("theme", t);
      localStorage.setItem("language", l);
    },
    [theme, lang],
  );
  const page = await context.newPage();
  await page.goto("http://127.0.0.1:3998" + path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
