import { seedDemoOnce } from "../../support/seeded-demo";

// Every reliability project lists this setup; they run in one process and share one seed.
const run = globalThis as { seededDemo?: { users: number; ready: Promise<() => Promise<void>> } };

/** The scenarios' servers start from copies of one embedded-database demo seed per run (tests/support/seeded-demo.ts). */
export default async function setup(): Promise<() => Promise<void>> {
  run.seededDemo ??= { users: 0, ready: seedDemoOnce() };
  const seeded = run.seededDemo;
  seeded.users += 1;
  const teardown = await seeded.ready;
  return async () => {
    seeded.users -= 1;
    if (seeded.users === 0) await teardown();
  };
}
