import type { DashboardFigures } from "../../../shared/dashboard";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { createDashboardRepository } from "./repository";

/** The staff dashboard's tiles, computed for what the caller may see. */
export function createDashboardService({ db }: { db: Db }) {
  const repository = createDashboardRepository(db);
  return {
    figures: (actor: Actor): Promise<DashboardFigures> => repository.figures(scopeOf(actor), new Date()),
  };
}
