// Bundles the server into build/server/server.js (Node 20 cannot run .ts
// files) and copies the SQL migrations beside it, where db/client.ts looks.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

const outdir = "build/server";
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: "src/server/server.ts",
    "seed-cli": "src/server/db/seed-cli.ts",
    "migrate-cli": "src/server/db/migrate-cli.ts",
    "user-cli": "src/server/admin/user-cli.ts",
    "backup-cli": "src/server/admin/backup-cli.ts",
    "restore-cli": "src/server/admin/restore-cli.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", `${outdir}/migrations`, { recursive: true });
console.log(`server bundled into ${outdir}`);
