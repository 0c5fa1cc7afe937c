import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../tests/support/free-port";
import { nginxConfig } from "./nginx-config";

const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const linesOf = (file: string) => readFileSync(file, { encoding: "utf8", flag: "a+" }).split("\n").filter(Boolean);

export interface RunningNginx {
  url: string;
  /** The access log so far, one line per request, request id first. */
  accessLog(): string[];
  /** What nginx complained about (warn and above), e.g. an instance closing a connection early. */
  errorLog(): string[];
  stop(): Promise<void>;
}

/** nginx in the foreground as a child process, in a temp folder of its own, in front of the given instances. */
export async function startNginx(upstreamPorts: number[], port?: number): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), "sabal-scale-nginx-"));
  // Started as root, nginx's workers run as nobody: they must reach the temp folders inside.
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, "temp"));
  const listenPort = port ?? (await freePort());
  const config = join(prefix, "nginx.conf");
  writeFileSync(config, nginxConfig({ prefix, port: listenPort, upstreamPorts, clientDir: resolve("build/client") }));
  const child = spawn(nginxPath, ["-p", prefix, "-c", config, "-e", join(prefix, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((done) => child.once("exit", done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGQUIT"); // graceful: workers finish their requests
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = linesOf(join(prefix, "error.log")).join("\n");
      await stop();
      throw new Error(`nginx did not start: ${stderr}${log}`.trim());
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    accessLog: () => linesOf(join(prefix, "access.log")),
    errorLog: () => linesOf(join(prefix, "error.log")),
    stop,
  };
}
