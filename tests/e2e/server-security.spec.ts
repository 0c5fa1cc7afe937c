import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { developmentAuthSecret } from "../../src/server/env";
import { defaultCompany } from "../../src/shared/company";
import { e2eDemoPassword } from "../support/e2e-demo-password";

// What the built server answers, checked once without a browser page; the
// browser projects then fail on any CSP violation through the console guard.

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes!.includes("application/ld+json"))
    .map(([, , body]) => body!);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test.describe("Content-Security-Policy of the pages", () => {
  for (const path of ["/", "/privacy", "/agents/login", "/policy", "/not-a-page"]) {
    test(`${path}: no inline script runs unless its hash is listed`, async ({ request }) => {
      const response = await request.get(path);
      const policy = response.headers()["content-security-policy"] ?? "";
      const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      // Frames: this site's own, and the Contact page's map, which loads when asked for (company fact).
      expect(policy).toContain(`frame-src 'self' ${defaultCompany.urls.mapEmbed.split("?")[0]};`);

      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts) expect(scriptSrc, script.slice(0, 60)).toContain(sha256(script));
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["permissions-policy"]).toContain("geolocation=()");
    });
  }

  test("a script added to a page is refused by the browser", async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/about");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await page.close();
  });
});

test.describe("the built client holds no secrets", () => {
  test("no secret, password or server-only code in any file the browser can download", async () => {
    const forbidden = [
      developmentAuthSecret,
      "sabal-demo-2026",
      e2eDemoPassword,
      "postgres://",
      "BEGIN PRIVATE KEY",
      "drizzle-orm",
      "pg_advisory_lock",
    ];
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(js|html|css|json|txt|xml|svg)$/.test(name)) files.push(path);
      }
    };
    walk("build/client");
    expect(files.length).toBeGreaterThan(20);
    const leaks = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return forbidden.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`);
    });
    expect(leaks).toEqual([]);
  });
});
