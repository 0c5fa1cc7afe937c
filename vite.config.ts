import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readFileSync } from "node:fs";
import { defaultCompany } from "./src/shared/company.ts";
import { resolveCompany } from "./src/shared/company-schema.ts";

// In `npm run dev` the API runs on its own port (scripts/dev.mjs) behind this proxy.
const devApiPort = process.env.DEV_API_PORT ?? "3001";

function companyOverrides(): unknown {
  const file = process.env.COMPANY_FILE;
  return file ? JSON.parse(readFileSync(file, "utf8")) : {};
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Company facts are baked into the prerendered pages; see src/shared/company.ts.
    __COMPANY__: JSON.stringify(resolveCompany(defaultCompany, companyOverrides())),
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${devApiPort}` },
  },
});
