import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClaimDeadlineRow } from "../../../../shared/claim-file";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

type State = "atRisk" | "overdue" | undefined;

/** GET /api/claims/deadlines: the clocks at risk or overdue across the open claims (an adjuster's own), soonest first. */
const deadlinesQuery = (state: State) =>
  queryOptions({
    queryKey: [queryRoots.claims, "deadlines", state ?? "all"],
    queryFn: () => apiRequest<ClaimDeadlineRow[]>(`/api/claims/deadlines${state ? `?state=${state}` : ""}`),
  });

export const useDeadlines = (state: State) => useQuery(deadlinesQuery(state));
