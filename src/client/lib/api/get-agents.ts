import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Agent } from "../../../shared/account";
import { apiRequest } from "./api-client";
import { queryRoots } from "./query-roots";

/** GET /api/agents (staff only): the agents a policy or portal can be given. */
export const getAgents = () => apiRequest<Agent[]>("/api/agents");

export const agentsQuery = () =>
  queryOptions({ queryKey: [queryRoots.agents], queryFn: getAgents, staleTime: 5 * 60_000 });

export function useAgents({ enabled }: { enabled: boolean }) {
  return useQuery({ ...agentsQuery(), enabled });
}
