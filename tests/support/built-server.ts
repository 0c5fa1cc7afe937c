import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";

/** The built server (`npm run build` first) on a free port, with a throwaway DATA_DIR unless given one. */
export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  dataDir: string;
  /** From spawning the process to the first ready answer of /api/ready (migrations included). */
  startupMs: number;
  /** Resident memory of the server process now, in MiB (PGlite runs inside it). */
  rssMb(): number;
  /** SIGTERM, then waits for the exit; removes DATA_DIR when this call made it. */
  stop(): Promise<void>;
  /** SIGKILL, as a power cut or the kernel's OOM killer would: nothing runs on the way out; DATA_DIR is kept. */
  crash(): Promise<void>;
}

export interface BuiltServerOptions {
  /** Start on this DATA_DIR (a restart after a crash); it is then kept on stop. */
  dataDir?: string;
  /** Keep the same port as an earlier run, so clients and the SMTP sink need not change. */
  port?: number;
  /** Give up waiting for readiness after this long. */
  readyTimeoutMs?: number;
}

/** Resident set size of a process, from /proc (Linux). */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

function exited(child: ChildProcess): Promise<void> {
  // A child that already ended (Ctrl-C reaches the whole process group) emits no second "exit".
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export async function startBuiltServer(
  env: Record<string, string> = {},
  { dataDir: givenDataDir, port: givenPort, readyTimeoutMs = 60_000 }: BuiltServerOptions = {},
): Promise<RunningServer> {
  const port = givenPort ?? (await freePort());
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), "sabal-server-"));
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
      // Production refuses to start without one; a fresh one per run is all a test needs.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > readyTimeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`server not ready within ${readyTimeoutMs} ms`);
    }
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
    port,
    process: child,
    dataDir,
    startupMs,
    rssMb: () => residentMb(child.pid!),
    async stop() {
      const done = exited(child);
      child.kill("SIGTERM");
      await done;
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async crash() {
      const done = exited(child);
      child.kill("SIGKILL");
      await done;
    },
  };
}
