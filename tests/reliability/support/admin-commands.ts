import { spawn } from "node:child_process";

export type BuiltCommand = "user-cli" | "backup-cli" | "restore-cli";

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs one of the built operator commands (`npm run build` first) as an
 * operator would: its own process, the app's environment, and `stdin` piped
 * in (a password, for the user command) or nothing, closed at once.
 */
export function runBuiltCommand(
  command: BuiltCommand,
  args: string[],
  env: Record<string, string>,
  stdin = "",
): Promise<CommandRun> {
  const started = performance.now();
  const child = spawn("node", [`build/server/${command}.js`, ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}
