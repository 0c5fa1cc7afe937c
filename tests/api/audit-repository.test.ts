import { describe, expect, it } from "vitest";
import { createAuditRepository } from "../../src/server/modules/audit/repository";
import { useApi } from "./support/api-fixture";

describe("audit log repository", () => {
  const api = useApi();

  it("records who changed what, with before and after, and lists it per entity", async () => {
    const audit = createAuditRepository(api.db);
    await audit.record({
      actor: "user:1",
      action: "policy.update",
      entityType: "policy",
      entityId: "P-1",
      before: { premium: 1200 },
      after: { premium: 1500 },
      requestId: "req-1",
    });
    await audit.record({ actor: "user:2", action: "policy.update", entityType: "policy", entityId: "P-2", after: {} });

    const entries = await audit.listForEntity("policy", "P-1");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: "user:1",
      action: "policy.update",
      before: { premium: 1200 },
      after: { premium: 1500 },
      requestId: "req-1",
    });
    expect(entries[0]?.occurredAt).toBeInstanceOf(Date);
  });

  it("rolls back with the change it belongs to", async () => {
    const audit = createAuditRepository(api.db);
    await expect(
      api.db.transaction(async (tx) => {
        await audit.record({ actor: "user:1", action: "policy.delete", entityType: "policy", entityId: "P-9" }, tx);
        throw new Error("the change itself failed");
      }),
    ).rejects.toThrow("the change itself failed");
    expect(await audit.listForEntity("policy", "P-9")).toEqual([]);
    expect(await audit.hasAction("policy.delete", "policy", "P-9")).toBe(false);
  });

  it("keeps distinct ids under concurrent writes", async () => {
    const audit = createAuditRepository(api.db);
    const rows = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        audit.record({ actor: "system", action: "test.write", entityType: "thing", entityId: String(i) }),
      ),
    );
    expect(new Set(rows.map((row) => row.id)).size).toBe(20);
  });
});
