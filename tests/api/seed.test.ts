import { createHash } from "node:crypto";
import { count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { seedDemoData } from "../../src/server/db/seed";
import { seedBulkPolicies } from "../../src/server/db/seed/bulk-policies";
import {
  auditLog,
  claims,
  documents,
  glProducts,
  insuredAccounts,
  policies,
  portals,
  user,
} from "../../src/server/db/schema";
import { portalBusinessTypes } from "../../src/shared/portal";
import { useApi } from "./support/api-fixture";
import { testConfig } from "./support/test-app";

const rowCounts = async (db: Db) => {
  const counted = async (
    table: typeof policies | typeof portals | typeof documents | typeof glProducts | typeof claims,
  ) => (await db.select({ value: count() }).from(table))[0]!.value;
  return {
    policies: await counted(policies),
    portals: await counted(portals),
    documents: await counted(documents),
    glProducts: await counted(glProducts),
    claims: await counted(claims),
  };
};

describe("demo seed", () => {
  const api = useApi();
  const config = { ...testConfig(), nodeEnv: "development" as const };

  it("is idempotent: a second run creates nothing", async () => {
    const { database } = api.app;
    const first = await seedDemoData(database, config);
    const rowsAfterFirst = await api.db.select().from(auditLog);
    const countsAfterFirst = await rowCounts(api.db);
    const second = await seedDemoData(database, config);

    expect(first.created).toContain("demo business data v1");
    expect(second.created).toEqual([]);
    expect(second.skipped).toEqual(first.created);
    expect(await api.db.select().from(auditLog)).toEqual(rowsAfterFirst);
    expect(await rowCounts(api.db)).toEqual(countsAfterFirst);
  });

  it("refuses to run in production", async () => {
    await expect(seedDemoData(api.app.database, { ...config, nodeEnv: "production" })).rejects.toThrow(/production/);
    expect(await api.db.select().from(auditLog)).toEqual([]);
  });
});

describe("the demo data", () => {
  const api = useApi({ demo: true });

  it("makes the dashboard's computed tiles come out as SPEC §2 shows them", async () => {
    const figures = await api.app.services.dashboard.figuresFor({ kind: "all" }, new Date());
    expect(figures).toEqual({
      activePortals: 5,
      recentDocuments: 5,
      totalPremium: 1_217_500,
      activePoliciesPercent: 100,
    });
    const activeBusinessTypes = await api.db
      .select({ businessType: portals.businessType })
      .from(portals)
      .where(eq(portals.status, "Active"));
    expect(activeBusinessTypes.map((row) => row.businessType).sort()).toEqual([
      "Construction",
      "General",
      "Healthcare Services",
      "Manufacturing",
      "Transportation & Logistics",
    ]);
    // Every business type of SPEC §9 has a demo portal to show its icon.
    const allBusinessTypes = new Set((await api.db.select().from(portals)).map((row) => row.businessType));
    expect([...allBusinessTypes].sort()).toEqual([...portalBusinessTypes].sort());
    // The demo book of business, the member portal's household (one policy, two documents, one claim), and the
    // claims desk (two more claims on the member's home; five letters: two acknowledgements, two decisions, a payment).
    expect(await rowCounts(api.db)).toMatchObject({
      policies: 11,
      portals: 7,
      documents: 15,
      glProducts: 7,
      claims: 5,
    });
    const accounts = await api.db.select().from(insuredAccounts);
    expect(accounts.every((account) => account.state === "FL")).toBe(true);
    // Agents have a work phone for their policies' agent card (SPEC §3 agentPhone).
    const agents = await api.db.select().from(user).where(eq(user.role, "agent"));
    expect(agents.map((agent) => agent.phone).sort()).toEqual(["(813) 555-0161", "(941) 555-0162"]);
  });

  it("shows a working claims desk whose money and clocks add up: a storm claim paid net of the hurricane deductible", async () => {
    const staff = { userId: "seed-check", role: "staff" as const, requestId: "test", language: "en" as const };
    const { claimFiles, claimDeadlines, catastrophes } = api.app.services;
    const [storm] = await catastrophes.list();
    expect(storm).toMatchObject({ name: "Hurricane Ilsa", peril: "hurricane", stateOfEmergency: true, claimCount: 1 });
    const [roof] = await api.db.select().from(claims).where(eq(claims.catastropheId, storm!.id));
    const file = await claimFiles.open(roof!.id, staff);
    // The member's Coverage A of $385,000 with a 2% hurricane deductible: $7,700, taken whole by the first payment.
    expect(file.deductible).toMatchObject({ kind: "hurricane", amountCents: 770_000, remainingCents: 0 });
    expect(file.payments).toEqual([
      expect.objectContaining({ grossCents: 1_240_000, deductibleCents: 770_000, netCents: 470_000, status: "issued" }),
    ]);
    expect(file.letters.every((letter) => letter.sentAt !== null)).toBe(true);
    expect(file.deadlines.find((clock) => clock.key === "billOfRights")?.state).toBe("notApplicable");
    // The marine shop's storm claim has gone 60 days without a decision.
    const late = await claimDeadlines.list(undefined);
    expect(late.some((row) => row.key === "decision" && ["atRisk", "overdue"].includes(row.state))).toBe(true);
  });

  it("stores each seeded document's file with the size and hash it records", async () => {
    const rows = await api.db.select().from(documents).where(isNull(documents.deletedAt));
    for (const row of rows) {
      const content = await api.app.fileStorage.get(row.storageKey!);
      expect(content?.subarray(0, 5).toString()).toBe("%PDF-");
      expect(content?.length).toBe(row.size);
      expect(createHash("sha256").update(content!).digest("hex")).toBe(row.contentHash);
    }
  });

  it("adds any number of synthetic policies for measuring, each with its own number", async () => {
    await seedBulkPolicies(api.db, 2_500, 1_000);
    const numbers = await api.db.select({ number: policies.policyNumber }).from(policies);
    expect(numbers).toHaveLength(11 + 2_500);
    expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length);
  });
});
