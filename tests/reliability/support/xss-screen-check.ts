import type { Locator, Page } from "playwright-core";
import { pagePolicyProblems } from "./xss-header-checks";
import type { PageWatch } from "./xss-page-watch";

/** A dialog, drawer or menu of a screen that shows stored text once opened. */
export interface ScreenDialog {
  name: string;
  open(page: Page): Promise<void>;
  texts: string[];
  fieldValues?: string[];
}

/** A staff screen and the hostile texts it must show, literally. */
export interface StaffScreen {
  name: string;
  path: string;
  texts: string[];
  /** Stored texts its form fields must hold (an edit page). */
  fieldValues?: string[];
  dialogs?: ScreenDialog[];
}

export interface ScreenResult {
  /** Texts and field values found exactly as stored. */
  seen: number;
  /** Payloads that ran: a set `window.__xss` in any frame, or a dialog. */
  scriptsRun: number;
  dialogsOpened: number;
  problems: string[];
}

async function seeTexts(scope: Locator, texts: string[], where: string, result: ScreenResult) {
  for (const text of texts) {
    try {
      await scope.getByText(text).first().waitFor({ state: "visible", timeout: 10_000 });
      result.seen++;
    } catch {
      result.problems.push(`${where}: "${text}" is not shown as text`);
    }
  }
}

async function seeFieldValues(scope: Locator, values: string[], where: string, result: ScreenResult) {
  if (values.length === 0) return;
  await scope.locator("input, textarea").first().waitFor({ timeout: 10_000 });
  const held = await scope
    .locator("input, textarea")
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement | HTMLTextAreaElement).value));
  for (const value of values) {
    if (held.includes(value)) result.seen++;
    else result.problems.push(`${where}: no field holds "${value}"`);
  }
}

/** Elements a hostile text would have become had it been parsed as HTML (whatever the CSP then allowed). */
function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const linkAttributes = ["href", "src", "action", "formaction", "srcdoc", "data", "xlink:href"];
    const found: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const { name, value } of element.attributes) {
        const handler = name.startsWith("on") && value.includes("__xss");
        const link = linkAttributes.includes(name) && (/^\s*javascript:/i.test(value) || value.includes("__xss"));
        if (handler || link) found.push(`<${element.localName} ${name}="${value}">`);
      }
      if (element.localName === "script" && element.textContent?.includes("__xss")) found.push("<script>…__xss…");
    }
    return found;
  });
}

/**
 * Frames where a payload set its marker. A frame that cannot be read (a PDF
 * viewer) ran no page script; one whose javascript: address the CSP refused
 * never answers at all, hence the time limit (the injected element is reported anyway).
 */
async function framesWithMarker(page: Page): Promise<string[]> {
  const marked: string[] = [];
  for (const frame of page.frames()) {
    const unanswered = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2_000));
    const marker = await Promise.race([
      frame.evaluate(() => (window as unknown as { __xss?: unknown }).__xss).catch(() => undefined),
      unanswered,
    ]);
    if (marker !== undefined) marked.push(`window.__xss=${String(marker)} in ${frame.url()}`);
  }
  return marked;
}

/**
 * Opens a staff screen from its address, waits for every stored text to show
 * as text, opens its dialogs, then looks for anything the texts made run:
 * the marker, dialogs, CSP refusals, injected elements, stray requests.
 */
export async function checkScreen(page: Page, watch: PageWatch, screen: StaffScreen): Promise<ScreenResult> {
  const result: ScreenResult = { seen: 0, scriptsRun: 0, dialogsOpened: 0, problems: [] };
  const dialogsBefore = watch.dialogs.length;
  const requestsBefore = watch.unexpectedRequests.length;
  const response = await page.goto(new URL(screen.path, page.url()).href);
  result.problems.push(
    ...pagePolicyProblems(response?.headers()["content-security-policy"]).map(
      (problem) => `${screen.name}: ${problem}`,
    ),
  );
  const body = page.locator("body");
  await seeTexts(body, screen.texts, screen.name, result);
  await seeFieldValues(body, screen.fieldValues ?? [], screen.name, result);

  for (const dialog of screen.dialogs ?? []) {
    const where = `${screen.name} › ${dialog.name}`;
    await dialog.open(page);
    const opened = page.getByRole("dialog");
    await opened.waitFor({ timeout: 10_000 });
    result.dialogsOpened++;
    await seeTexts(opened, dialog.texts, where, result);
    await seeFieldValues(opened, dialog.fieldValues ?? [], where, result);
    await page.keyboard.press("Escape");
    await opened.waitFor({ state: "detached", timeout: 10_000 });
  }

  // An <img src=x onerror> fires once its request fails: let the page's requests settle first.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  const marked = await framesWithMarker(page);
  const dialogs = watch.dialogs.slice(dialogsBefore);
  result.scriptsRun = marked.length + dialogs.length;
  const findings = [
    ...marked,
    ...dialogs.map((dialog) => `a dialog opened: ${dialog}`),
    ...(await watch.securityViolations()).map((violation) => `CSP refused ${violation}`),
    ...(await injectedMarkup(page)).map((element) => `injected element ${element}`),
    ...watch.unexpectedRequests.slice(requestsBefore).map((url) => `unexpected request to ${url}`),
  ];
  result.problems.push(...findings.map((finding) => `${screen.name}: ${finding}`));
  return result;
}
