// `npm run dev`: the API on DEV_API_PORT (default 3001) with reload on change,
// and the Vite dev server on PORT (default 3000) proxying /api to it.
import { spawn } from "node:child_process";

const apiPort = process.env.DEV_API_PORT ?? "3001";
const webPort = process.env.PORT ?? "3000";
const children = [
  spawn("npx", ["tsx", "watch", "src/server/server.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", SERVE_CLIENT: "false" },
  }),
  spawn("npx", ["react-router", "dev", "--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, DEV_API_PORT: apiPort },
  }),
];

function stopAll(code = 0) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll());
process.on("SIGTERM", () => stopAll());
