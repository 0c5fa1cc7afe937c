import { addDays, todayInFlorida } from "../../../shared/calendar-date";
import {
  newPortalDefaults,
  newPortalTermDays,
  type NewPortal,
  type Portal,
  type PortalChange,
} from "../../../shared/portal";
import type { Policy } from "../../../shared/policy";
import { invalidField } from "../../http-errors";
import type { PortalRecord } from "./repository";

/**
 * A new portal's row: what was sent, then what the linked policy says, then
 * SPEC §3's new-portal defaults (effective today in Florida, expiring 365 days later).
 */
export function newPortalRecord(
  input: NewPortal,
  policy: Policy | null,
  agentId: string | null,
  createdBy: string,
  today: string = todayInFlorida(),
): Omit<PortalRecord, "id"> {
  const effectiveDate = input.effectiveDate ?? policy?.effectiveDate ?? today;
  const expirationDate = input.expirationDate ?? policy?.expirationDate ?? addDays(effectiveDate, newPortalTermDays);
  if (expirationDate <= effectiveDate) throw invalidField("expirationDate", "check.date.expirationAfterEffective");
  return {
    name: input.QsmConfigName ?? newPortalDefaults.QsmConfigName,
    companyName: input.NameInsured ?? policy?.insuredName ?? newPortalDefaults.NameInsured,
    schemaId: input.SchemaID ?? newPortalDefaults.SchemaID,
    policyId: policy?.id ?? null,
    policyNumber: policy?.policyNumber ?? input.policyNumber ?? newPortalDefaults.policyNumber,
    status: input.status ?? newPortalDefaults.status,
    // Not the policy's: that is the insured's legal form, a portal's is its line of business.
    businessType: input.businessType ?? newPortalDefaults.businessType,
    coverageType: input.coverageType ?? newPortalDefaults.coverageType,
    effectiveDate,
    expirationDate,
    premiumAmount: input.premiumAmount ?? policy?.premium ?? newPortalDefaults.premiumAmount,
    agentId,
    createdBy,
  };
}

/** The columns a change sets. Linking a policy brings its number along; unlinking keeps the last one. */
export function portalChangeRecord(
  change: PortalChange,
  before: Portal,
  policy: Policy | null | undefined,
  agentId: string | null | undefined,
): Partial<PortalRecord> {
  const effectiveDate = change.effectiveDate ?? before.effectiveDate;
  const expirationDate = change.expirationDate ?? before.expirationDate;
  if (expirationDate <= effectiveDate) throw invalidField("expirationDate", "check.date.expirationAfterEffective");
  const record: Partial<PortalRecord> = {
    name: change.QsmConfigName,
    companyName: change.NameInsured,
    schemaId: change.SchemaID,
    policyNumber: change.policyNumber,
    status: change.status,
    businessType: change.businessType,
    coverageType: change.coverageType,
    effectiveDate: change.effectiveDate,
    expirationDate: change.expirationDate,
    premiumAmount: change.premiumAmount,
    agentId,
  };
  if (policy !== undefined) {
    record.policyId = policy?.id ?? null;
    if (policy) record.policyNumber = policy.policyNumber;
  }
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
