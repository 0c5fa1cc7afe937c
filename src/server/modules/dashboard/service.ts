import type { DashboardFigures } from "../../../shared/dashboard";
import type { Actor } from "../../auth/actor";
import { scopeOf, type DataScope } from "../../auth/data-scope";

/**
 * The staff dashboard's four tiles (definitions in src/shared/dashboard.ts),
 * each asked of the module that owns its table, side by side.
 */
export function createDashboardService({
  portals,
  policies,
  documents,
}: {
  portals: { countActive(scope: DataScope): Promise<number> };
  policies: { premiumFigures(scope: DataScope): Promise<{ active: number; issued: number; premium: number }> };
  documents: { countRecent(scope: DataScope, now: Date): Promise<number> };
}) {
  async function figuresFor(scope: DataScope, now: Date): Promise<DashboardFigures> {
    const [activePortals, { active, issued, premium }, recentDocuments] = await Promise.all([
      portals.countActive(scope),
      policies.premiumFigures(scope),
      documents.countRecent(scope, now),
    ]);
    return {
      activePortals,
      recentDocuments,
      totalPremium: premium,
      activePoliciesPercent: issued === 0 ? 0 : Math.round((active / issued) * 100),
    };
  }
  return {
    figures: (actor: Actor): Promise<DashboardFigures> => figuresFor(scopeOf(actor), new Date()),
    figuresFor,
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
