import type { PortalFilter } from "../../../../shared/portal";
import { downloadFile } from "../../../lib/download-file";

/** POST /api/home/portals/export: every portal the dashboard's filter finds, as CSV, in its order. */
export const exportPortals = (filter: Omit<PortalFilter, "page" | "pageSize">) =>
  downloadFile("/api/home/portals/export", { method: "POST", body: filter }, "portals.csv");
