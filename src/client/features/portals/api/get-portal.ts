import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Portal } from "../../../../shared/portal";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessNotFound } from "../../../lib/api/retry-rules";
import { portalKeys } from "./portal-keys";

/** GET /api/portal/{id} (SPEC §7), by portalIdentity; a 404 is the not-found state. */
export const getPortal = (portalIdentity: string) =>
  apiRequest<Portal>(`/api/portal/${encodeURIComponent(portalIdentity)}`);

export const portalQuery = (portalIdentity: string) =>
  queryOptions({
    queryKey: portalKeys.one(portalIdentity),
    queryFn: () => getPortal(portalIdentity),
    retry: retryUnlessNotFound,
  });

export const usePortal = (portalIdentity: string) => useQuery(portalQuery(portalIdentity));
