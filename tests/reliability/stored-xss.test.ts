import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCompany } from "../../src/shared/company";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { headlessShellPath, quietChromiumFlags } from "../support/chromium";
import { benchDemoPassword, demoServerEnv } from "../support/demo-data";
import { putPgliteDemoIn } from "../support/seeded-demo";
import { signIn } from "../support/sign-in";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { printFigures } from "./support/figures";
import { xssApiClient } from "./support/xss-api-client";
import { downloadProblems } from "./support/xss-download-checks";
import { mailProblems } from "./support/xss-mail-checks";
import { watchPage } from "./support/xss-page-watch";
import { allPayloads, xssPayloads } from "./support/xss-payloads";
import { checkScreen, type ScreenResult } from "./support/xss-screen-check";
import { signInAsStaffInBrowser } from "./support/xss-staff-sign-in";
import { staffScreens } from "./support/xss-staff-screens";
import { storeAgentRecords } from "./support/xss-store-agent";
import { storePublicSubmissions } from "./support/xss-store-public";

/**
 * Stored XSS: "Text that staff see later (claim details, application
 * messages, document names) is shown escaped: a browser test confirms no
 * injected script runs." Hostile text goes in through the public forms and
 * an agent's records; staff then open every screen that shows it in
 * Chromium. Each screen must show the text literally (so the test cannot pass
 * by not showing it) and run none of it.
 */
describe("stored XSS: hostile text staff read later", () => {
  let dataDir: string;
  let sink: SmtpSink;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "sabal-stored-xss-"));
    putPgliteDemoIn(dataDir);
    sink = await startSmtpSink();
    server = await startBuiltServer({ ...demoServerEnv, SMTP_URL: sink.url }, { dataDir });
    browser = await chromium.launch({ executablePath: headlessShellPath, args: quietChromiumFlags });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows every stored payload as text on every staff screen and runs none of it", async () => {
    const api = xssApiClient(server.url);
    const signedIn = (login: string) =>
      signIn(server.url, { email: `${login}@example.com`, password: benchDemoPassword, origin: server.url });
    const [agent, staff] = await Promise.all([signedIn("agent"), signedIn("staff")]);

    const agentRecords = await storeAgentRecords(api, { agent, staff });
    const submissions = await storePublicSubmissions(api, agentRecords.policy.policyNumber);

    const downloads = await downloadProblems(api, staff, [
      ...[agentRecords.uploadedByAgent, agentRecords.retitled, agentRecords.uploadedByStaff].map((document) => ({
        path: `/api/documents/${document.id}/download`,
        storedName: document.name,
        contentType: "application/pdf",
        previewable: true,
      })),
      {
        path: `/api/claims/photos/${submissions.photo.photoId}`,
        storedName: submissions.photo.name,
        contentType: "image/png",
      },
      // Reports quote claims and documents: files to save, never pages to render.
      {
        path: "/api/reports/claims-register",
        body: { format: "csv" },
        contentType: "text/csv",
        carries: "<svg onload",
      },
      { path: "/api/reports/claims-register", body: { format: "pdf" }, contentType: "application/pdf" },
    ]);

    const mails = await mailProblems(sink, [
      { to: submissions.linkedClaim.notifierEmail, quotes: xssPayloads.imageError },
      { to: defaultCompany.emails.claims, quotes: xssPayloads.scriptTag },
      { to: submissions.applicantEmail, quotes: xssPayloads.svgLoad },
      { to: defaultCompany.emails.agents, quotes: xssPayloads.templateInjection },
    ]);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const watch = await watchPage(page, server.url);
    await signInAsStaffInBrowser(page, server.url);
    const screens = staffScreens(agentRecords, submissions);
    const results: ScreenResult[] = [];
    for (const screen of screens) results.push(await checkScreen(page, watch, screen));
    await page.close();

    const total = (pick: (result: ScreenResult) => number) => results.reduce((sum, result) => sum + pick(result), 0);
    const problems = [...results.flatMap((result) => result.problems), ...downloads.problems, ...mails.problems];
    printFigures("stored XSS: hostile text on staff screens", {
      "payloads stored": `${submissions.fieldsStored + agentRecords.fieldsStored} fields (${allPayloads.length} payloads)`,
      "screens visited": screens.length,
      "dialogs and menus opened": total((result) => result.dialogsOpened),
      "places the text was seen": total((result) => result.seen),
      "scripts run": total((result) => result.scriptsRun),
      "downloads checked": downloads.checked,
      "e-mails checked": `${mails.mailsChecked} (${mails.htmlParts} with an HTML part)`,
      problems: problems.length,
    });
    expect(problems).toEqual([]);
    expect(total((result) => result.scriptsRun)).toBe(0);
  });
});
