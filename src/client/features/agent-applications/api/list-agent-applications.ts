import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AgentApplicationList, AgentApplicationRecord } from "../../../../shared/agent-application";
import type { Page } from "../../../../shared/page";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { searchParams } from "../../../lib/search-params";

/** GET /api/agent-applications: newest first, by words and status, paged. */
export const listAgentApplications = (list: Partial<AgentApplicationList>) =>
  apiRequest<Page<AgentApplicationRecord>>(`/api/agent-applications?${searchParams(list)}`);

export const agentApplicationsQuery = (list: Partial<AgentApplicationList>) =>
  queryOptions({
    queryKey: [queryRoots.agentApplications, list],
    queryFn: () => listAgentApplications(list),
    placeholderData: keepPreviousData,
  });

export const useAgentApplications = (list: Partial<AgentApplicationList>) => useQuery(agentApplicationsQuery(list));
