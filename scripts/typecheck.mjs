// `npm run typecheck`: React Router's route types, then each TypeScript project
// with its own lib and types (tsconfig.json lists them). tsc uses one core, so
// the projects run side by side, one per core.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

// Largest first, so the small ones fill the gaps.
const projects = ["tsconfig.client.json", "tsconfig.server.json", "tsconfig.tooling.json", "tsconfig.shared.json"];

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

if ((await run("npx", ["react-router", "typegen"])) !== 0) process.exit(1);

const queue = [...projects];
const failed = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    if ((await run("npx", ["tsc", "-p", project])) !== 0) failed.push(project);
  }
}
await Promise.all(Array.from({ length: Math.min(projects.length, availableParallelism()) }, worker));
if (failed.length > 0) {
  console.error(`typecheck failed in ${failed.join(", ")}`);
  process.exit(1);
}
