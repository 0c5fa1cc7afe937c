import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Portal, PortalFormValues } from "../../../shared/portal";
import { apiRequest } from "../../lib/api-client";
import { portalKeys } from "./portal-queries";

/** POST /api/portals; every portal list and figure is refreshed afterwards. */
export function useCreatePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PortalFormValues) =>
      apiRequest<Portal>("/api/portals", { method: "POST", body: JSON.stringify(values) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}

/** PATCH /api/portal/{id}: the portal's details. */
export function useUpdatePortal(portalIdentity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PortalFormValues) =>
      apiRequest<Portal>(`/api/portal/${encodeURIComponent(portalIdentity)}`, {
        method: "PATCH",
        body: JSON.stringify(values),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}
