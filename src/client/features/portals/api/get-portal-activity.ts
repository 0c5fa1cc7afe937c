import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PortalActivity } from "../../../../shared/activity";
import { apiRequest } from "../../../lib/api/api-client";
import { portalKeys } from "./portal-keys";

/** GET /api/portal/{id}/activity: the portal's stats and Recent Activity, from the audit log. */
export const getPortalActivity = (portalIdentity: string) =>
  apiRequest<PortalActivity>(`/api/portal/${encodeURIComponent(portalIdentity)}/activity`);

export const portalActivityQuery = (portalIdentity: string) =>
  queryOptions({
    queryKey: [...portalKeys.one(portalIdentity), "activity"],
    queryFn: () => getPortalActivity(portalIdentity),
  });

export const usePortalActivity = (portalIdentity: string) => useQuery(portalActivityQuery(portalIdentity));
