import path from "node:path";
import { describe, expect, it } from "vitest";
import { cyclesOf, moduleGraph } from "../../eslint/module-graph.js";

/** No two server modules depend on each other, directly or around a longer loop (docs/architecture.md). */
describe("the server's module graph", () => {
  it("has no cycle", () => {
    const graph = moduleGraph(path.resolve(import.meta.dirname, "../../src/server/modules"));
    expect(graph.size).toBeGreaterThan(20);
    expect(cyclesOf(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });

  it("finds a cycle of two modules and a longer one", () => {
    const graph = new Map([
      ["billing", new Set(["ledger", "transactions"])],
      ["transactions", new Set(["billing"])],
      ["documents", new Set(["portals"])],
      ["portals", new Set(["policies"])],
      ["policies", new Set(["documents"])],
      ["ledger", new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual([
      ["billing", "transactions", "billing"],
      ["documents", "portals", "policies", "documents"],
    ]);
  });
});
