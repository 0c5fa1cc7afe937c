import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PortalActivity } from "../../../shared/activity";
import type { DashboardFigures } from "../../../shared/dashboard";
import type { Document, DocumentList } from "../../../shared/document";
import type { Page } from "../../../shared/page";
import type { Portal, PortalFilter } from "../../../shared/portal";
import { retryUnlessNotFound } from "../../lib/api/retry-rules";
import { apiRequest } from "../../lib/api/api-client";
import { searchParams } from "../../lib/search-params";

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

/** GET /api/portal/{id} (SPEC §7), by portalIdentity; a 404 is the not-found state. */
export function usePortal(id: string) {
  return useQuery({
    queryKey: portalKeys.one(id),
    queryFn: () => apiRequest<Portal>(`/api/portal/${encodeURIComponent(id)}`),
    retry: retryUnlessNotFound,
  });
}

/** The portal's stats and Recent Activity, from the audit log. */
export function usePortalActivity(id: string) {
  return useQuery({
    queryKey: [...portalKeys.one(id), "activity"],
    queryFn: () => apiRequest<PortalActivity>(`/api/portal/${encodeURIComponent(id)}/activity`),
  });
}

/** GET /api/portal/{id}/documents (SPEC §7) with the card's filter, sort and page. */
export function usePortalDocuments(id: string, list: Partial<DocumentList>) {
  return useQuery({
    queryKey: ["documents", "portal", id, list],
    queryFn: () => apiRequest<Page<Document>>(`/api/portal/${encodeURIComponent(id)}/documents?${searchParams(list)}`),
    placeholderData: keepPreviousData,
  });
}
