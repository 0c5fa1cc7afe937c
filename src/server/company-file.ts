import { readFileSync } from "node:fs";
import { defaultCompany, type Company } from "../shared/company";
import { resolveCompany } from "../shared/company-schema";

/**
 * Reads the optional COMPANY_FILE (JSON with any subset of the company facts)
 * so a bad file stops the server at start. The client build reads the same
 * file in vite.config.ts and bakes the facts into the prerendered pages.
 */
export function loadCompany(companyFile: string | undefined): Company {
  if (!companyFile) return defaultCompany;
  const overrides: unknown = JSON.parse(readFileSync(companyFile, "utf8"));
  return resolveCompany(defaultCompany, overrides);
}
