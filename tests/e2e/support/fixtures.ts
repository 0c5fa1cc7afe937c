import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Shared test setup: `visit` opens a path, waits until React has hydrated and
 * runs axe on it; every test fails on an uncaught page error or an unexpected
 * console error (hydration mismatches show up there).
 */

/**
 * Public pages load their code when the visitor shows an intent to interact
 * (docs/decisions/0005): move the pointer, as a visitor would, and wait.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}

interface Fixtures {
  visit: (path: string) => Promise<void>;
  /** Console errors a test expects (e.g. the not-found page logs the path). */
  allowConsoleErrors: RegExp[];
  consoleGuard: void;
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],

  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
      });
      await use();
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],

  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectAccessible(page);
    });
  },
});

export { expect };
