import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RateVersion } from "../../../../shared/rating";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** GET /api/rating/versions: every H03 rate version loaded, newest first. */
export const listRateVersions = () => apiRequest<RateVersion[]>("/api/rating/versions");

export const rateVersionsQuery = () =>
  queryOptions({ queryKey: [queryRoots.rating, "versions"], queryFn: listRateVersions });

export const useRateVersions = () => useQuery(rateVersionsQuery());
