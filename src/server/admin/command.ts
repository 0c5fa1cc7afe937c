import { parseArgs, type ParseArgsConfig } from "node:util";
import { loadConfig, type AppConfig } from "../env";
import { Interrupted } from "./password-input";
import { Refusal } from "./refusal";

/** Exit codes of the user, backup and restore commands (README, docs/deploy.md). */
export const exitCodes = { done: 0, failed: 1, refused: 2, interrupted: 130 } as const;

/**
 * Runs a command's body and exits with its code: 2 for a refusal (what it was
 * given), 130 for Ctrl-C, 1 for anything else (the database, the disk). The
 * message goes to standard error, without a stack: it is for an operator.
 */
export async function runCommand(body: () => Promise<void>): Promise<never> {
  let code: number = exitCodes.done;
  try {
    await body();
  } catch (error) {
    if (error instanceof Refusal) {
      console.error(error.message);
      code = exitCodes.refused;
    } else if (error instanceof Interrupted) {
      code = exitCodes.interrupted;
    } else {
      console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
      code = exitCodes.failed;
    }
  }
  process.exit(code);
}

/** The options, or a refusal that names the problem and shows the usage. */
export function parseOptions<T extends ParseArgsConfig>(config: T, usage: string) {
  try {
    return parseArgs({ ...config, strict: true });
  } catch (error) {
    throw new Refusal(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
}

/** The app's configuration from the environment (and .env), as the server reads it; a bad one is a refusal. */
export function commandConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    throw new Refusal(error instanceof Error ? error.message : String(error));
  }
}
