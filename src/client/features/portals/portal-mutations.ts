import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Portal, PortalFormValues } from "../../../shared/portal";
import { apiRequest } from "../../lib/api/api-client";
import { portalKeys } from "./portal-queries";

/** Every portal list, page and dashboard figure may change with a portal. */
function useRefreshPortals() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: portalKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    ]);
}

/** POST /api/portals; every portal list and figure is refreshed afterwards. */
export function useCreatePortal() {
  const refresh = useRefreshPortals();
  return useMutation({
    mutationFn: (values: PortalFormValues) =>
      apiRequest<Portal>("/api/portals", { method: "POST", body: JSON.stringify(values) }),
    onSuccess: refresh,
  });
}

/** PATCH /api/portal/{id}: the portal's details. */
export function useUpdatePortal(portalIdentity: string) {
  const refresh = useRefreshPortals();
  return useMutation({
    mutationFn: (values: PortalFormValues) =>
      apiRequest<Portal>(`/api/portal/${encodeURIComponent(portalIdentity)}`, {
        method: "PATCH",
        body: JSON.stringify(values),
      }),
    onSuccess: refresh,
  });
}
