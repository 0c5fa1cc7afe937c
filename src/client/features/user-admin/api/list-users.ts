import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ManagedUser } from "../../../../shared/user-admin";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** GET /api/users: every account with its role, two-step status and state. */
export const listUsers = () => apiRequest<ManagedUser[]>("/api/users");

export const usersQuery = () => queryOptions({ queryKey: [queryRoots.users], queryFn: listUsers });

export const useUsers = () => useQuery(usersQuery());
