import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/support/free-port";

/** The built server (`npm run build` first) on a free port with a throwaway DATA_DIR. */
export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** From spawning the process to the first ready answer of /api/ready (migrations included). */
  startupMs: number;
  /** Resident memory of the server process now, in MiB (PGlite runs inside it). */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Resident set size of a process, from /proc (Linux). */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "sabal-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn("node", ["build/server/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Production refuses to start without one; a fresh one per run is all a benchmark needs.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    process: child,
    startupMs,
    rssMb: () => residentMb(child.pid!),
    async stop() {
      // A child that already ended (Ctrl-C reaches the whole process group) emits no second "exit".
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
