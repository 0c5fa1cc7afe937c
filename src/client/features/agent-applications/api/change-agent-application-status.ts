import { useMutation } from "@tanstack/react-query";
import type { AgentApplicationRecord, AgentApplicationStatus } from "../../../../shared/agent-application";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** PATCH /api/agent-applications/{id}: where the application stands. */
export const changeAgentApplicationStatus = (id: string, status: AgentApplicationStatus) =>
  apiRequest<AgentApplicationRecord>(`/api/agent-applications/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: JSON.stringify({ status }),
  });

export function useChangeAgentApplicationStatus() {
  const refresh = useRefresh(queryRoots.agentApplications);
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AgentApplicationStatus }) =>
      changeAgentApplicationStatus(id, status),
    onSuccess: refresh,
  });
}
