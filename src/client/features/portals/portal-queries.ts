import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DashboardFigures } from "../../../shared/dashboard";
import type { Portal, PortalFilter } from "../../../shared/portal";
import { apiRequest } from "../../lib/api-client";

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

export const portalKeys = {
  all: ["portals"] as const,
  list: (filter: PortalFilter) => ["portals", "list", filter] as const,
  one: (id: string) => ["portals", "one", id] as const,
};

/** SPEC §7 POST /api/home/portals with the dashboard's filter; the previous page stays on screen while the next loads. */
export function usePortalList(filter: PortalFilter) {
  return useQuery({
    queryKey: portalKeys.list(filter),
    queryFn: () => apiRequest<Page<Portal>>("/api/home/portals", { method: "POST", body: JSON.stringify(filter) }),
    placeholderData: keepPreviousData,
  });
}

export function useDashboardFigures() {
  return useQuery({
    queryKey: ["dashboard"],
    queryFn: () => apiRequest<DashboardFigures>("/api/dashboard"),
  });
}
