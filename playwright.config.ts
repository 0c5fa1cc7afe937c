import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { headlessShellPath, quietChromiumFlags } from "./tests/support/chromium";
import { seedDemoData } from "./tests/support/demo-data";
import { e2eDemoPassword } from "./tests/support/e2e-demo-password";
import { freePort } from "./tests/support/free-port";
import { isRefused } from "./tests/support/refused-recipients";
import { startSmtpSink } from "./tests/support/smtp-sink";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser)
 * against the built app, started on a free port with a throwaway DATA_DIR.
 * The port and folder are chosen once, in the main process; workers inherit
 * them through the environment.
 */
process.env.E2E_PORT ??= String(await freePort());
// The demo seed, made once with the built seed command: the shared server and
// every server a test starts of its own begin from a copy of it.
if (!process.env.E2E_SEEDED_DIR) {
  process.env.E2E_SEEDED_DIR = mkdtempSync(join(tmpdir(), "sabal-e2e-seed-"));
  seedDemoData({ DATA_DIR: process.env.E2E_SEEDED_DIR, DEMO_PASSWORD: e2eDemoPassword });
}
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), "sabal-e2e-"));
  cpSync(process.env.E2E_SEEDED_DIR, process.env.E2E_DATA_DIR, { recursive: true });
}
// A real SMTP server on loopback, started once in the main process; workers read the mail it saves.
if (!process.env.E2E_MAIL_DIR) {
  process.env.E2E_MAIL_DIR = mkdtempSync(join(tmpdir(), "sabal-e2e-mail-"));
  const mailDir = process.env.E2E_MAIL_DIR;
  process.env.E2E_SMTP_URL = (
    await startSmtpSink({
      saveTo: mailDir,
      // A test may make it refuse an address for a while (tests/support/refused-recipients.ts).
      refuseRecipient: (address) => isRefused(mailDir, address),
    })
  ).url;
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/support/e2e-teardown.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry: a test that fails twice fails the run; one that passes on retry is reported as flaky in the list.
  retries: 1,
  reporter: [["list"]],
  // A test's time budget, not a check of speed: the longest flows take 15 s alone and twice that while two
  // workers share this 2-core machine with the server, where 30 s timed some out (CI runs on this machine).
  timeout: 60_000,
  // What a page shows may take longer than the usual 5 s to appear while the suite loads both cores.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recorded for a failure's retry only: recording every test's trace took a third of the suite's time.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: headlessShellPath,
      args: quietChromiumFlags,
    },
  },
  projects: [
    // What the server answers does not depend on a viewport: checked once, without a page.
    { name: "server", testMatch: "server*.spec.ts" },
    { name: "desktop", testIgnore: "server*.spec.ts", use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "phone",
      // Page content does not change with the viewport: the content specs, the staff area, sign-in and the
      // agents' forms run on the desktop only. The phone walks every route in dark and Italian (routes.spec.ts)
      // and the visitor's flows whose layout changes what is pressed: the menu, the claim wizard, payment,
      // the calculator dialog, preferences, the home video and hydration on intent; and the staff navigation,
      // a side panel on the phone. One device pixel per CSS pixel: the layout is the 390 px phone's, without
      // painting four times the pixels.
      testMatch: [
        "routes.spec.ts",
        "navigation.spec.ts",
        "staff-navigation.spec.ts",
        "claim-wizard.spec.ts",
        "payment.spec.ts",
        "wind-mitigation-calculator.spec.ts",
        "preferences.spec.ts",
        "home-video.spec.ts",
        "hydration-on-intent.spec.ts",
      ],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    // The demo accounts (staff@, agent@, member@example.com) exist from the start: E2E_DATA_DIR is seeded.
    command: "node build/server/server.js",
    url: `${baseURL}/api/ready`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      PUBLIC_URL: baseURL,
      SMTP_URL: process.env.E2E_SMTP_URL!,
      DEMO_PASSWORD: e2eDemoPassword,
    },
  },
});
