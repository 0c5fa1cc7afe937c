import { useMutation } from "@tanstack/react-query";
import type { Portal, PortalFormValues } from "../../../../shared/portal";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** POST /api/portals: the portal's identity comes from the server. */
export const createPortal = (values: PortalFormValues) =>
  apiRequest<Portal>("/api/portals", { method: "POST", body: JSON.stringify(values) });

/** Every portal list, page and dashboard figure is refreshed afterwards. */
export function useCreatePortal() {
  const refresh = useRefresh(queryRoots.portals, queryRoots.dashboard);
  return useMutation({ mutationFn: createPortal, onSuccess: refresh });
}
