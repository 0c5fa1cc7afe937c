// The static checks, side by side, one per core (each tool uses one):
//   node scripts/static-checks.mjs lint   ESLint and Prettier (`npm run lint`)
//   node scripts/static-checks.mjs types  React Router's route types, then tsc on each project (`npm run typecheck`)
//   node scripts/static-checks.mjs        all of them (`npm run check`, the first step of `npm test`)
// One after the other they took 145 s on this 2-core machine, side by side 135 s (decision 0038).
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const lint = [
  ["npx", "eslint", ".", "--max-warnings", "0"],
  ["npx", "prettier", "--check", "."],
];
// tsconfig.json lists the projects, each with its own lib and types; largest first.
const types = ["client", "server", "tooling", "shared"].map((project) => [
  "npx",
  "tsc",
  "-p",
  `tsconfig.${project}.json`,
]);
const typegen = ["npx", "react-router", "typegen"];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** Runs the commands as many at once as there are cores, longest first; resolves to those that failed. */
async function sideBySide(commands) {
  const queue = [...commands];
  const failed = [];
  async function worker() {
    for (let command = queue.shift(); command; command = queue.shift()) {
      if ((await run(command)) !== 0) failed.push(command.join(" "));
    }
  }
  await Promise.all(Array.from({ length: Math.min(commands.length, availableParallelism()) }, worker));
  return failed;
}

const which = process.argv[2];
if (which !== "lint" && (await run(typegen)) !== 0) process.exit(1);
// ESLint is the longest job: it starts first, and the rest share the other core.
const failed = await sideBySide(which === "lint" ? lint : which === "types" ? types : [lint[0], ...types, lint[1]]);
if (failed.length > 0) {
  console.error(`failed: ${failed.join("; ")}`);
  process.exit(1);
}
