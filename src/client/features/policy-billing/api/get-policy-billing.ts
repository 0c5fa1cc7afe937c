import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PolicyBilling } from "../../../../shared/billing";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** GET /api/policies/{id}/billing: the plan, invoices, payments and refunds; the balance equals the ledger's. */
export const getPolicyBilling = (policyId: string) =>
  apiRequest<PolicyBilling>(`/api/policies/${encodeURIComponent(policyId)}/billing`);

export const policyBillingQuery = (policyId: string) =>
  queryOptions({
    queryKey: [queryRoots.billing, "policy", policyId],
    queryFn: () => getPolicyBilling(policyId),
  });

export const usePolicyBilling = (policyId: string) => useQuery(policyBillingQuery(policyId));
