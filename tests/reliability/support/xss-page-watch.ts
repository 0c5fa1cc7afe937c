import type { Page } from "playwright-core";
import { matchRoute } from "../../../src/shared/routes";

/** What a hostile text could make a staff screen do, collected while the scenario browses. */
export interface PageWatch {
  /** alert(), confirm() or prompt() calls: each one is a script that ran. */
  dialogs: string[];
  /** Requests to anywhere but the site's pages, API and built files (`<img src=x>` asks for …/x). */
  unexpectedRequests: string[];
  /** Content-Security-Policy refusals: a script or handler that tried to run and was stopped. */
  securityViolations(): Promise<string[]>;
}

// The built client's own files: hashed assets, the hero clip and the icon.
const builtFiles = /^\/(api|assets|media)\/|^\/favicon\.svg$/;

function isExpected(url: URL, origin: string, navigation: boolean): boolean {
  if (url.protocol === "data:" || url.protocol === "blob:") return true;
  // Chromium's own PDF viewer (the document page's preview) loads its parts from inside the browser.
  if (url.protocol === "chrome:" || url.protocol === "chrome-extension:") return true;
  if (url.origin !== origin) return false;
  return builtFiles.test(url.pathname) || (navigation && matchRoute(url.pathname) !== undefined);
}

/**
 * Watches a page from before its first script: dialogs (dismissed at once),
 * requests, and CSP violations (recorded by a listener that the policy
 * cannot block, as Playwright adds it outside the page).
 */
export async function watchPage(page: Page, origin: string): Promise<PageWatch> {
  const watch = { dialogs: [] as string[], unexpectedRequests: [] as string[] };
  page.on("dialog", (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!isExpected(url, origin, request.isNavigationRequest())) watch.unexpectedRequests.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__securityViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber}): ${event.sample}`,
      ),
    );
  });
  return {
    ...watch,
    securityViolations: () =>
      page.evaluate(() => [...((window as unknown as { __securityViolations?: string[] }).__securityViolations ?? [])]),
  };
}
