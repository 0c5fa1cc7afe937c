import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Starts a second copy of the built server on its own port and data folder,
 * to watch what the shared test server cannot show: its start and its stop.
 */
async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`the server stops cleanly on ${signal}`, async () => {
    test.setTimeout(90_000);
    const dataDir = mkdtempSync(join(tmpdir(), "sabal-lifecycle-"));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = spawn("node", ["build/server/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let log = "";
    server.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
    try {
      await waitUntilReady(`http://127.0.0.1:${port}/api/ready`, 60_000);
      server.kill(signal);
      expect(await exited).toBe(0);
      expect(log).toContain(`"signal":"${signal}"`);
      expect(log).toContain("shutting down");
    } finally {
      server.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
