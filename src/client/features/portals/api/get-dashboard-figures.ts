import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardFigures } from "../../../../shared/dashboard";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** GET /api/dashboard: the SPEC §2 tiles, from what the user may see. */
export const getDashboardFigures = () => apiRequest<DashboardFigures>("/api/dashboard");

export const dashboardFiguresQuery = () =>
  queryOptions({ queryKey: [queryRoots.dashboard], queryFn: getDashboardFigures });

export const useDashboardFigures = () => useQuery(dashboardFiguresQuery());
