import { useMutation } from "@tanstack/react-query";
import type { Portal, PortalFormValues } from "../../../../shared/portal";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** PATCH /api/portal/{id}: the portal's details. */
export const updatePortal = (portalIdentity: string, values: PortalFormValues) =>
  apiRequest<Portal>(`/api/portal/${encodeURIComponent(portalIdentity)}`, {
    method: "PATCH",
    body: JSON.stringify(values),
  });

/** Every portal list, page and dashboard figure is refreshed afterwards. */
export function useUpdatePortal(portalIdentity: string) {
  const refresh = useRefresh(queryRoots.portals, queryRoots.dashboard);
  return useMutation({
    mutationFn: (values: PortalFormValues) => updatePortal(portalIdentity, values),
    onSuccess: refresh,
  });
}
