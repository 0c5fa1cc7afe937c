import type { Locator, Page } from "@playwright/test";
import type { WindCredit, WindMitigation } from "../../src/shared/rating";
import { expect, expectAccessible, test } from "./support/fixtures";

const creditUrl = "/api/rating/wind-mitigation";

/** An older home with some protection: room to improve on everything an owner can change. */
const answers: WindMitigation = {
  buildingCode: "sfbc1994",
  roofCovering: "notCompliant",
  roofDeckAttachment: "B",
  roofToWall: "clips",
  roofShape: "hip",
  secondaryWaterResistance: "no",
  openingProtection: "basic",
};

/**
 * The keys that choose `answers` once Tab has reached each question, in the
 * form's order. A group with nothing chosen takes focus on its first answer:
 * Space picks it, each ArrowDown moves to the next answer and picks that.
 */
const keysPerQuestion = [
  ["Space"], // South Florida Building Code 1994
  ["Space"], // Not to code
  ["ArrowDown"], // B: 8d nails, 6 in. / 12 in.
  ["ArrowDown"], // Clips
  ["ArrowDown", "ArrowDown"], // Hip roof
  ["Space"], // No
  ["ArrowDown"], // Basic
];

const language = {
  en: {
    open: "Estimate your credit",
    formTitle: "Your home's answers",
    required: "Choose one of the answers.",
    submit: "Show my credit",
    estimate: "Your estimate",
    credit: (percent: string) => `${percent} off the hurricane part of your premium`,
    openings: "Opening protection (now: Basic)",
    hurricane: "Hurricane",
    points: (points: string) => `+${points} points`,
    illustrative: "Illustrative numbers",
    locale: "en-US",
  },
  it: {
    open: "Stima il tuo sconto",
    formTitle: "Le risposte sulla tua casa",
    required: "Scegli una delle risposte.",
    submit: "Mostra il mio sconto",
    estimate: "La tua stima",
    credit: (percent: string) => `${percent} in meno sulla parte uragano del premio`,
    openings: "Protezione delle aperture (ora: Base)",
    hurricane: "Anti-uragano",
    points: (points: string) => `+${points} punti`,
    illustrative: "Numeri illustrativi",
    locale: "it-IT",
  },
} as const;

/** Presses Tab until `target` has the focus, as a keyboard user walks the page; fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The focused control shows where it is: its own outline, or its answer's box around it. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const outline = await page.evaluate(() => {
    const focused = document.activeElement as HTMLInputElement;
    const shown = focused.type === "radio" ? focused.closest("label")! : focused;
    return getComputedStyle(shown).outlineStyle;
  });
  expect(outline).not.toBe("none");
}

/** The rate table's answer for `answers`, straight from the API, to read the page against. */
async function expectedCredit(page: Page): Promise<WindCredit> {
  const response = await page.request.post(creditUrl, { data: answers });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

for (const lang of ["en", "it"] as const) {
  const words = language[lang];
  const percent = (value: number) =>
    new Intl.NumberFormat(words.locale, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
  const points = (value: number) => new Intl.NumberFormat(words.locale, { maximumFractionDigits: 1 }).format(value);

  test(`the credit calculator loads on request and works with the keyboard alone (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const expected = await expectedCredit(page);
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    if (lang === "it") await page.addInitScript(() => localStorage.setItem("language", "it"));
    await page.goto("/wind-mitigation");
    // The first key press is the visitor's intent: the page's code starts (decision 0005).
    await page.keyboard.press("Tab");
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

    const open = page.getByRole("button", { name: words.open });
    await tabTo(page, open);
    await expectVisibleFocus(page);
    // Nothing of the calculator is fetched until the visitor asks for it.
    expect(fetched.filter((url) => /wind-calculator|\/api\/rating\//.test(url))).toEqual([]);
    await page.keyboard.press("Enter");

    const title = page.getByRole("heading", { name: words.formTitle });
    await expect(title).toBeFocused();
    await expectAccessible(page);
    expect(fetched.filter((url) => /wind-calculator/.test(url)).length).toBeGreaterThan(0);
    // Public pages load no TanStack Query code, the calculator included.
    const scripts = fetched.filter((url) => url.endsWith(".js"));
    for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toMatch(/QueryClient/);

    // Sending nothing: every question says what is missing, the first gets the focus, nothing is asked of the server.
    const form = page.getByRole("form", { name: words.formTitle });
    await tabTo(page, form.getByRole("button", { name: words.submit }));
    await page.keyboard.press("Enter");
    await expect(form.getByText(words.required)).toHaveCount(7);
    await expect(form.getByRole("radio").first()).toBeFocused();
    expect(fetched.filter((url) => url.includes(creditUrl))).toEqual([]);

    // The focus is on the first question: answer it, then Tab to each next one.
    const groups = form.getByRole("group");
    await expect(groups).toHaveCount(7);
    for (const [index, keys] of keysPerQuestion.entries()) {
      if (index > 0) await page.keyboard.press("Tab");
      await expect(groups.nth(index).getByRole("radio").first()).toBeFocused();
      await expectVisibleFocus(page);
      for (const key of keys) await page.keyboard.press(key);
    }
    for (const [question, answer] of Object.entries(answers)) {
      await expect(form.locator(`input[name="${question}"][value="${answer}"]`)).toBeChecked();
    }
    await expect(form.getByText(words.required)).toHaveCount(0);
    // The credit will be said in a polite live region: it is on the page before the answer, so the change is heard.
    const estimate = page.getByRole("region", { name: words.estimate });
    const status = estimate.getByRole("status");
    await expect(status).toHaveCount(1);
    await expect(status).not.toContainText("%");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: words.submit })).toBeFocused();
    await page.keyboard.press("Enter");

    // The credit, how it compares, and a table of improvements per thing an owner can change.
    await expect(status).toHaveText(words.credit(percent(expected.creditPercent)));
    await expect(estimate).toContainText(percent(expected.uninspectedCreditPercent));
    await expect(estimate).toContainText(percent(expected.maxCreditPercent));
    await expect(estimate).toContainText(words.illustrative);
    const shutters = expected.improvements.find(
      (improvement) => improvement.question === "openingProtection" && improvement.answer === "hurricane",
    )!;
    const row = estimate.getByRole("table", { name: words.openings }).getByRole("row", { name: words.hurricane });
    await expect(row).toContainText(percent(shutters.creditPercent));
    await expect(row).toContainText(words.points(points(shutters.addsPercent)));
    await expectAccessible(page);

    // It fits a 390 px phone as well as a desktop: nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test.describe("a refusal", () => {
  // The browser logs the refused call; the page shows it on the form.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("from the server shows on its question in the visitor's language, every answer kept", async ({ page }) => {
    // What an out-of-date page would send: an answer the server no longer takes. The real server answers it.
    const refused = { ...answers, roofToWall: "nails" };
    const refusal = await page.request.post(creditUrl, { data: refused, headers: { "accept-language": "it" } });
    expect(refusal.status()).toBe(400);
    const serverWords: string = (await refusal.json()).errors[0].message;
    await page.route(creditUrl, (route) => route.continue({ postData: JSON.stringify(refused) }));

    await page.addInitScript(() => localStorage.setItem("language", "it"));
    await page.goto("/wind-mitigation");
    await page.keyboard.press("Tab");
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await tabTo(page, page.getByRole("button", { name: language.it.open }));
    await page.keyboard.press("Enter");
    const form = page.getByRole("form", { name: language.it.formTitle });
    for (const [question, answer] of Object.entries(answers)) {
      await form.locator(`input[name="${question}"][value="${answer}"]`).check();
    }
    await form.getByRole("button", { name: language.it.submit }).press("Enter");

    const roofToWall = form.getByRole("group", { name: "Ancoraggio tra tetto e pareti" });
    await expect(roofToWall).toContainText(serverWords);
    await expect(roofToWall.getByRole("radio", { name: "Staffe" })).toBeFocused();
    for (const [question, answer] of Object.entries(answers)) {
      await expect(form.locator(`input[name="${question}"][value="${answer}"]`)).toBeChecked();
    }
    await expect(page.getByRole("status").filter({ hasText: "%" })).toHaveCount(0);
  });
});
