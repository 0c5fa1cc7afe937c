import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { e2eDemoPassword } from "../../support/e2e-demo-password";
import { parseMail, type MailMessage } from "../../support/mail-message";
import type { ReceivedMail } from "../../support/smtp-sink";
import { chromiumPath, quietChromiumFlags } from "../../support/chromium";
import { signInBrowser } from "../../support/sign-in";

/**
 * Shared test setup: `visit` opens a path and waits until React has hydrated;
 * every test fails on an uncaught page error or an unexpected console error
 * (hydration mismatches show up there). axe runs once per route, in both
 * themes, languages and layouts (routes.spec.ts), and wherever a test calls
 * `expectAccessible` on a state of its own (an open dialog, a refused form).
 */

/**
 * Public pages load their code when the visitor shows an intent to interact
 * (docs/decisions/0005): move the pointer, as a visitor would, and wait.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const hydrated = page.locator('html[data-hydrated="true"]');
  // A pointer that enters a page before it can route input to an element fires no pointerover,
  // nor does it moving within that element later (seen in the headless shell): each try moves
  // it further across the page, over other elements, and back to the corner where it rests as
  // before (hovering nothing). The code starts loading only once.
  let step = 0;
  await expect(async () => {
    step += 1;
    await page.mouse.move(1 + 40 * step, 1 + 30 * step);
    await page.mouse.move(1, 1);
    await hydrated.waitFor({ state: "attached", timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * The headless shell that runs the suite moves a virtual pointer over every page it lays out,
 * which the page rightly takes as an intent and loads its code (decision 0038). Tests of what
 * a page does before anyone interacts run in the full browser: `test.use(untouchedPages)`.
 */
export const untouchedPages = { launchOptions: { executablePath: chromiumPath, args: quietChromiumFlags } };

/**
 * axe with the WCAG 2.2 A and AA rules, plus Label in Name (WCAG 2.5.3, level
 * A): a control's accessible name holds its visible text, so a voice-control
 * user can say what they see. axe marks that rule experimental and leaves it
 * off unless it is named.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // axe reads colours as painted at this moment: a toast fading in or out is too faint mid-way. Wait
  // for finite animations and transitions to end (a spinner's endless one never does).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default opens a blank page per check to combine the frames'
    // results there, a third of each check's time in the routes walk (no frame here is cross-origin).
    .setLegacyMode()
    // Only violations are read: axe then skips collecting every node that passed.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
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

/**
 * Forgets the browser's sessions, as closing the browser would. The page is left first: a read
 * of the page still on its way would otherwise meet the cleared session, a 401 in the console.
 */
export async function forgetSessions(page: Page): Promise<void> {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

export type DemoRole = "staff" | "agent" | "agent2" | "adjuster" | "member";

/** Signs the page's browser context in as a demo account, through the real sign-in API. */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  await signInBrowser(page.context(), baseURL, {
    email: `${role}@example.com`,
    password: e2eDemoPassword,
    origin: new URL(baseURL).origin,
    rememberMe: false,
  });
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
      const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
      };
      page.on("pageerror", onPageError);
      page.on("console", onConsole);
      await use();
      // A page may outlive the test (the routes walk keeps one per worker): the next test watches it.
      page.off("pageerror", onPageError);
      page.off("console", onConsole);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],

  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForHydration(page);
    });
  },
});

export { expect };

/**
 * The first e-mail the test server sent to `address` at or after `since` (a
 * Date.now() value), as saved by the SMTP sink of playwright.config.ts; with
 * `about`, the first that mentions it (a shared inbox gets other tests' mail).
 */
async function savedMailTo(address: string, since: number, about = ""): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => {
      const mails = readdirSync(dir)
        .filter((name) => name.endsWith(".json") && Number(name.split("-")[0]) >= since)
        .sort()
        .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as ReceivedMail)
        .filter((mail) => mail.to.includes(address) && mail.raw.includes(about));
      found = mails[0];
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** That e-mail's headers and body, quoted-printable decoded. */
export const mailTo = async (address: string, since: number, about?: string): Promise<string> =>
  (await savedMailTo(address, since, about)).raw;

/** That e-mail as a mail program reads it: subject and parts (text/plain, text/html). */
export const messageTo = async (address: string, since: number): Promise<MailMessage> =>
  parseMail((await savedMailTo(address, since)).source);
