import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "../../../../shared/page";
import type { Portal, PortalFilter } from "../../../../shared/portal";
import { apiRequest } from "../../../lib/api/api-client";
import { portalKeys } from "./portal-keys";

/** SPEC §7 POST /api/home/portals with the dashboard's filter, sort and page. */
export const listPortals = (filter: PortalFilter) =>
  apiRequest<Page<Portal>>("/api/home/portals", { method: "POST", body: JSON.stringify(filter) });

// The previous page stays on screen while the next loads.
export const portalListQuery = (filter: PortalFilter) =>
  queryOptions({
    queryKey: portalKeys.list(filter),
    queryFn: () => listPortals(filter),
    placeholderData: keepPreviousData,
  });

export const usePortalList = (filter: PortalFilter) => useQuery(portalListQuery(filter));
