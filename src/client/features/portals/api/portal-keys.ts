import type { PortalFilter } from "../../../../shared/portal";
import { queryRoots } from "../../../lib/api/query-roots";

export const portalKeys = {
  list: (filter: PortalFilter) => [queryRoots.portals, "list", filter] as const,
  one: (portalIdentity: string) => [queryRoots.portals, "one", portalIdentity] as const,
};
