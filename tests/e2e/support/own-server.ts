import { rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import { startBuiltServer, type RunningServer } from "../../support/built-server";
import { e2eDemoPassword } from "../../support/e2e-demo-password";
import { freePort } from "../../support/free-port";
import { signInBrowser } from "../../support/sign-in";
import { expect, test as shared } from "./fixtures";
import { seededDataDir } from "./seeded-data-dir";

/**
 * For specs whose flows change what the shared server's specs read as SPEC
 * §2 gives them (issuing makes policies active and moves the book's
 * premium): their tests run on a server of their own, one per worker, on the
 * demo seed, mailing the shared SMTP sink. Answers the test, this worker's
 * server address, a sign-in there as a demo staff member or agent, and a
 * call of its API from the site's origin that must succeed (its data).
 * `env` adds settings of the spec's own (a payment portal secret it signs with).
 */
export function ownServerTest(name: string, env: Record<string, string> = {}) {
  // The spec's tests run in order in one worker: split between two, each would start a server of its own.
  shared.describe.configure({ mode: "default" });
  let serverUrl = "";
  const test = shared.extend<object, { ownServer: RunningServer }>({
    ownServer: [
      // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const dataDir = seededDataDir(name);
        const port = await freePort();
        const server = await startBuiltServer(
          {
            NODE_ENV: "test",
            DEMO_PASSWORD: e2eDemoPassword,
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            SMTP_URL: process.env.E2E_SMTP_URL!,
            ...env,
          },
          { dataDir, port },
        );
        serverUrl = server.url;
        await use(server);
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
      { scope: "worker", timeout: 120_000 },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.url),
  });

  return {
    test,
    serverUrl: () => serverUrl,
    signInAs: (page: Page, role: "staff" | "agent") =>
      signInBrowser(page.context(), serverUrl, {
        email: `${role}@example.com`,
        password: e2eDemoPassword,
        origin: serverUrl,
        rememberMe: false,
      }),
    async call<T>(page: Page, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
      const response = await page.request.fetch(path, { method, headers: { origin: serverUrl }, data });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()).data as T;
    },
  };
}
