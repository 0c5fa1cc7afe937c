import { rmSync } from "node:fs";

/** Removes the browser tests' throwaway seed, data and mail folders (made in playwright.config.ts). */
export default function teardown(): void {
  for (const folder of [process.env.E2E_SEEDED_DIR, process.env.E2E_DATA_DIR, process.env.E2E_MAIL_DIR]) {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}
