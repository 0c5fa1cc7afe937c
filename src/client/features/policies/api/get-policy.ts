import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Policy } from "../../../../shared/policy";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessNotFound } from "../../../lib/api/retry-rules";
import { policyKeys } from "./policy-keys";

/** GET /api/policies/{id}; a 404 is the not-found state, not an error to retry. */
export const getPolicy = (id: string) => apiRequest<Policy>(`/api/policies/${encodeURIComponent(id)}`);

export const policyQuery = (id: string) =>
  queryOptions({ queryKey: policyKeys.one(id), queryFn: () => getPolicy(id), retry: retryUnlessNotFound });

export const usePolicy = (id: string, { enabled = true } = {}) => useQuery({ ...policyQuery(id), enabled });
