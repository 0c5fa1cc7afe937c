import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Addresses the browser tests' SMTP sink refuses (550, "no such mailbox")
 * for as long as a test says so: a marker file per address beside the saved
 * mail, so a test's worker can turn a refusal on and off for the sink that
 * runs in Playwright's main process (playwright.config.ts).
 */
const markerOf = (mailDir: string, address: string) =>
  join(mailDir, "refused", encodeURIComponent(address.toLowerCase()));

export const isRefused = (mailDir: string, address: string) => existsSync(markerOf(mailDir, address));

export function refuseMailTo(mailDir: string, address: string): void {
  mkdirSync(join(mailDir, "refused"), { recursive: true });
  writeFileSync(markerOf(mailDir, address), "");
}

export function acceptMailTo(mailDir: string, address: string): void {
  rmSync(markerOf(mailDir, address), { force: true });
}
