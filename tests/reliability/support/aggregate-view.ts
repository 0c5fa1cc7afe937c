import { reportTypes } from "../../../src/shared/report";
import type { DemoCallers, DemoLogin } from "./demo-callers";

/**
 * What a caller sees only as figures: dashboard tiles, report totals, list
 * counts. No name shows there, so a leak cannot be found by looking for one;
 * instead, another agent's records are added and these must not move.
 */
export async function aggregateView(as: DemoCallers, who: DemoLogin): Promise<Record<string, unknown>> {
  const data = async (method: "GET" | "POST", url: string, payload?: object) =>
    (await as.call(who, method, url, payload)).json().data;
  const view: Record<string, unknown> = {
    dashboard: await data("GET", "/api/dashboard"),
    recentDocuments: await data("GET", "/api/documents/recent?pageSize=1").then(({ totalItems, counters }) => ({
      totalItems,
      counters,
    })),
    policies: (await data("GET", "/api/policies?pageSize=1")).totalItems,
    portals: (await data("POST", "/api/home/portals", {})).totalItems,
    accounts: (await data("GET", "/api/accounts?pageSize=1")).totalItems,
  };
  for (const type of reportTypes) {
    view[`report ${type}`] = (await as.call(who, "POST", `/api/reports/${type}`, { format: "csv" })).body;
  }
  return view;
}
