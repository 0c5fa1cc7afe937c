import type { Company } from "../../shared/company";

declare const __COMPANY__: Company;

/** Company facts, resolved and validated at build time (vite.config.ts). */
export const company: Company = __COMPANY__;
