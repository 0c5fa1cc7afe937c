import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiKey } from "../../../../shared/api-key";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** GET /api/account/api-keys: the signed-in user's keys, newest first, never their secrets. */
export const listApiKeys = () => apiRequest<ApiKey[]>("/api/account/api-keys");

export const apiKeysQuery = () => queryOptions({ queryKey: [queryRoots.apiKeys, "list"], queryFn: listApiKeys });

export const useApiKeys = () => useQuery(apiKeysQuery());
