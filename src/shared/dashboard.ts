import { z } from "zod";

/**
 * SPEC §2 dashboard tiles, computed from the data the caller may see:
 * - activePortals: portals whose status is Active;
 * - recentDocuments: documents changed in the last 30 days;
 * - totalPremium: annual premium of active policies, whole US dollars;
 * - activePoliciesPercent: active policies among issued ones (active or
 *   inactive; drafts and pending applications are not issued yet), 0 to 100.
 */
export const dashboardFiguresSchema = z.object({
  activePortals: z.number(),
  recentDocuments: z.number(),
  totalPremium: z.number(),
  activePoliciesPercent: z.number(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
