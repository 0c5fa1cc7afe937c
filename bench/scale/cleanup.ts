/**
 * What the demo must undo (processes, the database, temp folders, Redis
 * keys), registered as each is made and run last-first, once, whether the
 * demo passes, fails or is interrupted with Ctrl-C.
 */
const steps: { name: string; run: () => unknown }[] = [];
let running: Promise<void> | undefined;

export function onCleanup(name: string, run: () => unknown): void {
  steps.push({ name, run });
}

export function cleanUp(): Promise<void> {
  running ??= (async () => {
    for (let step = steps.pop(); step; step = steps.pop()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`cleanup: could not ${step.name}: ${(error as Error).message}`);
      }
    }
  })();
  return running;
}

/**
 * Ctrl-C or a kill still cleans up, then exits with the shell's code for that
 * signal; so does an error nothing caught (a child's socket resetting, say),
 * which would otherwise end the process with everything still running.
 */
export function cleanUpOnInterruption(): void {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up...`);
      void cleanUp().then(() => process.exit(code));
    });
  }
  const crash = (error: unknown) => {
    console.error("Scale demo crashed:", error);
    void cleanUp().then(() => process.exit(1));
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
}
