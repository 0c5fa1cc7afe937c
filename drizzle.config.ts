import { defineConfig } from "drizzle-kit";

// Migrations are generated against an in-memory PGlite: no server needed to
// write them, and the same SQL applies to PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  driver: "pglite",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
  dbCredentials: { url: "memory://" },
});
