import { createHash, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { addDays } from "../../../shared/calendar-date";
import type { Db } from "../client";
import {
  auditLog,
  claimStatusEvents,
  claims,
  documents,
  glProducts,
  insuredAccounts,
  policies,
  portals,
  user,
} from "../schema";
import type { FileStorage } from "../../storage/file-storage";
import { demoClaims, demoGlProducts } from "./demo-catalogue";
import { demoDocuments, demoInsureds } from "./demo-business-data";
import { demoPdf } from "./demo-pdf";

const addYear = (isoDate: string) => `${Number(isoDate.slice(0, 4)) + 1}${isoDate.slice(4)}`;

/** User ids of the demo staff and agents, by login. */
async function demoUserIds(db: Db): Promise<Record<"staff" | "agent" | "agent2", string>> {
  const rows = await db
    .select({ id: user.id, username: user.username })
    .from(user)
    .where(inArray(user.username, ["staff", "agent", "agent2"]));
  const ids = Object.fromEntries(rows.map((row) => [row.username, row.id]));
  if (!ids.staff || !ids.agent || !ids.agent2) throw new Error("the demo accounts must be seeded first");
  return ids as Record<"staff" | "agent" | "agent2", string>;
}

/**
 * Writes the demo book of business in one transaction; the files go to the
 * storage backend first (a failed transaction leaves only unreferenced files).
 */
export async function seedBusinessData(db: Db, storage: FileStorage, now: Date): Promise<void> {
  const users = await demoUserIds(db);
  const files = await Promise.all(
    demoDocuments.map(async (demo) => {
      const content = await demoPdf(demo.name.replace(/\.pdf$/, ""), demo.lines);
      const key = `seed/${randomUUID()}`;
      await storage.put(key, content);
      return { key, content };
    }),
  );

  // Before every demo document, so a portal's history starts with its creation.
  const portalsCreatedAt = new Date(now.getTime() - 180 * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    const policyIds = new Map<string, string>();
    const portalIds = new Map<string, string>();
    for (const insured of demoInsureds) {
      const accountId = randomUUID();
      await tx.insert(insuredAccounts).values({
        id: accountId,
        name: insured.name,
        businessType: insured.businessType,
        contactName: insured.contactName,
        email: insured.email,
        phone: insured.phone,
        address: insured.address,
        city: insured.city,
        state: "FL",
        zipCode: insured.zipCode,
        agentId: users[insured.agent],
      });
      const policyId = randomUUID();
      const [policy] = await tx
        .insert(policies)
        .values({
          id: policyId,
          ...insured.policy,
          insuredName: insured.name,
          businessType: insured.businessType,
          expirationDate: addYear(insured.policy.effectiveDate),
          agentId: users[insured.agent],
          accountId,
          address: insured.address,
          city: insured.city,
          state: "FL",
          zipCode: insured.zipCode,
        })
        .returning({ policyNumber: policies.policyNumber });
      policyIds.set(insured.key, policyId);
      if (!insured.portal) continue;
      const portalId = randomUUID();
      await tx.insert(portals).values({
        id: portalId,
        name: insured.portal.name,
        companyName: insured.name,
        schemaId: insured.portal.schemaId,
        policyId,
        policyNumber: policy!.policyNumber,
        status: insured.portal.status,
        businessType: insured.portal.businessType,
        coverageType: insured.portal.coverageType,
        effectiveDate: insured.policy.effectiveDate,
        expirationDate: addYear(insured.policy.effectiveDate),
        premiumAmount: insured.policy.premium,
        agentId: users[insured.agent],
        createdBy: users.staff,
        createdAt: portalsCreatedAt,
      });
      // The demo's history, as the audit log would hold it had people done the work in the app.
      await tx.insert(auditLog).values({
        occurredAt: portalsCreatedAt,
        actor: users.staff,
        action: "portal.create",
        entityType: "portal",
        entityId: portalId,
        after: { portalIdentity: null, QsmConfigName: insured.portal.name },
      });
      portalIds.set(insured.key, portalId);
    }

    for (const [index, demo] of demoDocuments.entries()) {
      const file = files[index]!;
      const modifiedAt = new Date(now.getTime() - demo.hoursAgo * 60 * 60 * 1000);
      const documentId = randomUUID();
      await tx.insert(auditLog).values({
        occurredAt: modifiedAt,
        actor: users[demo.modifiedBy],
        action: "document.upload",
        entityType: "document",
        entityId: documentId,
        after: { name: demo.name, status: demo.status, portalId: portalIds.get(demo.insured) ?? null },
      });
      await tx.insert(documents).values({
        id: documentId,
        name: demo.name,
        type: "PDF",
        status: demo.status,
        priority: demo.priority,
        category: demo.category,
        size: file.content.length,
        contentType: "application/pdf",
        contentHash: createHash("sha256").update(file.content).digest("hex"),
        storageKey: file.key,
        portalId: portalIds.get(demo.insured) ?? null,
        policyId: policyIds.get(demo.insured) ?? null,
        ownerId: users[demo.modifiedBy],
        modifiedAt,
        modifiedBy: users[demo.modifiedBy],
        createdAt: modifiedAt,
      });
    }

    for (const product of demoGlProducts) {
      await tx.insert(glProducts).values({
        id: randomUUID(),
        ...product,
        coverage: [...product.coverage],
        forms: [...product.forms],
        effectiveDate: "2026-01-01",
        expirationDate: null,
      });
    }

    for (const { insured: key, ...claim } of demoClaims) {
      const insured = demoInsureds.find((candidate) => candidate.key === key)!;
      const [policy] = await tx
        .select({ policyNumber: policies.policyNumber })
        .from(policies)
        .where(eq(policies.id, policyIds.get(key)!));
      const claimId = randomUUID();
      // Reported the day after the loss, and acknowledged that day by the filing's e-mail.
      const receivedOn = addDays(claim.dateOfLoss, 1);
      const filedAt = new Date(`${receivedOn}T15:00:00Z`);
      await tx.insert(claims).values({
        id: claimId,
        ...claim,
        policyId: policyIds.get(key)!,
        policyNumber: policy!.policyNumber,
        address1: insured.address,
        city: insured.city,
        state: "FL",
        zip: insured.zipCode,
        receivedOn,
        acknowledgedOn: receivedOn,
        // Acknowledged with the Bill of Rights that day (by post, before the system wrote claim letters).
        billOfRightsOn: receivedOn,
        createdAt: filedAt,
        updatedAt: filedAt,
      });
      // The timeline a claim filed and then moved along would have.
      await tx.insert(claimStatusEvents).values(
        [...new Set(["received", claim.status])].map((status) => ({
          claimId,
          status,
          changedBy: null,
          changedAt: filedAt,
        })),
      );
    }
  });
}
