import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { staffNavGroups, staffTopLinks } from "../../src/client/components/layout/staff-navigation";
import { routeTable, type RouteId } from "../../src/shared/routes";
import { clientDir, linkedRoutes, routeModules } from "./support/screen-links";

/**
 * Every staff screen stays within reach as the staff navigation grows: a screen is a link of the
 * navigation (one click for SPEC §2's four, two for a group's: open the menu, follow the link), or a
 * link on a screen that can be reached that way (a row of a list, a button of a record's page).
 */
const staffRoutes = routeTable.filter((route) => route.access === "staff").map((route) => route.id as RouteId);
const modules = routeModules();

/** Clicks from the dashboard to each screen the navigation links, the header's account menu included. */
function navigationClicks(): Map<RouteId, number> {
  const clicks = new Map<RouteId, number>();
  const reach = (route: RouteId, count: number) => clicks.set(route, Math.min(count, clicks.get(route) ?? count));
  for (const link of staffTopLinks) reach(link.route, 1);
  for (const group of staffNavGroups) for (const link of group.links) reach(link.route, 2);
  // The header's own links (the logo, the account menu's page): the staff layout renders it on every screen.
  for (const route of linkedRoutes(join(clientDir, "routes/staff/layout.tsx"))) reach(route, 2);
  return clicks;
}

/** Clicks to every screen reachable from the navigation, one more per link followed on a screen. */
function reachableScreens(): Map<RouteId, number> {
  const clicks = navigationClicks();
  let frontier = [...clicks.keys()];
  while (frontier.length > 0) {
    const next: RouteId[] = [];
    for (const route of frontier) {
      const module = modules.get(route);
      if (!module) continue;
      for (const linked of linkedRoutes(module)) {
        if (clicks.has(linked)) continue;
        clicks.set(linked, clicks.get(route)! + 1);
        next.push(linked);
      }
    }
    frontier = next;
  }
  return clicks;
}

describe("the staff navigation reaches every staff screen", () => {
  it("links only staff screens, each once", () => {
    const linked = [...staffTopLinks, ...staffNavGroups.flatMap((group) => group.links)].map((link) => link.route);
    expect(linked.filter((route) => !staffRoutes.includes(route))).toEqual([]);
    expect(new Set(linked).size).toBe(linked.length);
  });

  it("puts every linked screen at most two clicks from the dashboard", () => {
    const tooFar = [...navigationClicks()].filter(([, clicks]) => clicks > 2);
    expect(tooFar).toEqual([]);
  });

  it("leaves no staff route unreachable: each is a navigation link or linked from a screen that is", () => {
    const reachable = reachableScreens();
    expect(staffRoutes.filter((route) => !reachable.has(route))).toEqual([]);
  });

  it("reaches every screen without parameters in the navigation or one link further", () => {
    // A record's own page (a policy, its edit form) is as far as its list plus the record; a screen of its
    // own (a list, a form for a new record) is never more than one link past the navigation.
    const reachable = reachableScreens();
    const screens = routeTable.filter((route) => route.access === "staff" && !route.path.includes(":"));
    const deep = screens.filter((route) => reachable.get(route.id)! > 3).map((route) => route.id);
    expect(deep).toEqual([]);
  });
});

describe("the staff navigation shows a screen to those it lets in", () => {
  // The permission a screen's gate asks for (PermissionGate, or BillingPage and its default).
  function gateOf(route: RouteId): string | undefined {
    const source = readFileSync(modules.get(route)!, "utf8");
    const tag = /<(PermissionGate|BillingPage)\b[^>]*>/s.exec(source);
    if (!tag) return undefined;
    const asked = /permission="([\w.]+)"/.exec(tag[0])?.[1];
    return asked ?? (tag[1] === "BillingPage" ? "billing.manage" : undefined);
  }

  it.each(staffNavGroups.flatMap((group) => group.links.map((link) => [link.route, link.permission] as const)))(
    "%s is linked for the permission its screen asks",
    (route, permission) => {
      const gate = gateOf(route);
      if (gate) expect(permission).toBe(gate);
    },
  );
});
