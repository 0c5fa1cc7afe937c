import { createHash, randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { todayInFlorida } from "../../../shared/calendar-date";
import type { documentCategories } from "../../../shared/document";
import type { Db } from "../client";
import { claimStatusEvents, claims, documents, insuredAccounts, policies, policyInterests, user } from "../schema";
import type { FileStorage } from "../../storage/file-storage";
import { demoPdf } from "./demo-pdf";
import { recordPremiumPaid } from "./paid-premium";
import { homeSchema, type Home } from "../../../shared/rating";
import { rateHo3 } from "../../modules/rating/rate-ho3";
import { bundledRateTable } from "../../modules/rating/service";

/** The demo policyholder of the member portal: member@example.com's household. */
export const demoMemberHousehold = {
  name: "Morgan Member",
  email: "member@example.com",
  phone: "(813) 555-0177",
  address: "2207 Bayshore Blvd",
  city: "Tampa",
  zipCode: "33606",
} as const;

/** What the member's home is rated on (decision 0031): the inspection of the shared PDF below, a 2019 hip roof. */
export const demoMemberHome: Home = homeSchema.parse({
  coverageA: 385_000,
  yearBuilt: 2004,
  construction: "masonry",
  roofYear: 2019,
  zipCode: demoMemberHousehold.zipCode,
  protectionClass: 3,
  aopDeductible: 1000,
  hurricaneDeductible: "2%",
  windMitigation: {
    buildingCode: "fbc2001",
    roofCovering: "compliant",
    roofDeckAttachment: "C",
    roofToWall: "clips",
    roofShape: "hip",
    secondaryWaterResistance: "no",
    openingProtection: "hurricane",
    inspectedOn: "2024-03-15",
  },
});

const day = 24 * 60 * 60 * 1000;

/**
 * The member's home, its H03 policy (written by the demo agent), one claim in
 * progress with its timeline, and two documents: one shared with the insured
 * and one staff keep to themselves, so the portal's filtering shows.
 */
/** Answers the policy number. */
export async function seedMemberHousehold(db: Db, storage: FileStorage, now: Date): Promise<string> {
  const people = await db
    .select({ id: user.id, username: user.username })
    .from(user)
    .where(inArray(user.username, ["staff", "agent", "adjuster"]));
  const ids = Object.fromEntries(people.map((row) => [row.username, row.id]));
  if (!ids.staff || !ids.agent || !ids.adjuster) throw new Error("the demo accounts must be seeded first");

  const shared = await demoPdf("Wind mitigation inspection", [
    `${demoMemberHousehold.address}, ${demoMemberHousehold.city}, FL ${demoMemberHousehold.zipCode}`,
    "Roof-to-wall connection: clips. Roof deck attachment: 8d nails at 6 inches.",
    "Opening protection: impact-rated windows and doors throughout.",
    "Credits applied to the wind premium from the policy's effective date.",
  ]);
  const internal = await demoPdf("Underwriting notes", ["Prior carrier: Citizens take-out, 2025.", "No prior losses."]);
  const files: { name: string; content: Buffer; visible: boolean; category: (typeof documentCategories)[number] }[] = [
    { name: "Wind mitigation inspection.pdf", content: shared, visible: true, category: "Inspection" },
    { name: "Underwriting notes.pdf", content: internal, visible: false, category: "Application" },
  ];
  const keys = await Promise.all(
    files.map(async (file) => {
      const key = `seed/${randomUUID()}`;
      await storage.put(key, file.content);
      return key;
    }),
  );

  return db.transaction(async (tx) => {
    const accountId = randomUUID();
    await tx.insert(insuredAccounts).values({
      id: accountId,
      name: demoMemberHousehold.name,
      contactName: demoMemberHousehold.name,
      email: demoMemberHousehold.email,
      phone: demoMemberHousehold.phone,
      address: demoMemberHousehold.address,
      city: demoMemberHousehold.city,
      state: "FL",
      zipCode: demoMemberHousehold.zipCode,
      agentId: ids.agent,
    });
    const policyId = randomUUID();
    const effectiveDate = "2026-06-01";
    // Priced by the bundled rate table: $2,400, the figure SPEC §2's premium total counts on.
    const rating = rateHo3(bundledRateTable, demoMemberHome, effectiveDate);
    const [policy] = await tx
      .insert(policies)
      .values({
        id: policyId,
        policyType: "Property",
        status: "active",
        insuredName: demoMemberHousehold.name,
        effectiveDate,
        expirationDate: "2027-06-01",
        premium: rating.totalCents / 100,
        coverage: demoMemberHome.coverageA,
        home: demoMemberHome,
        rating,
        description: "H03 homeowners policy: single-family home, concrete block, hip roof (2019).",
        endorsements: ["Wind mitigation credit", "Water backup, $10,000"],
        agentId: ids.agent,
        accountId,
        address: demoMemberHousehold.address,
        city: demoMemberHousehold.city,
        state: "FL",
        zipCode: demoMemberHousehold.zipCode,
      })
      .returning({ policyNumber: policies.policyNumber });
    await recordPremiumPaid(tx, {
      id: policyId,
      premiumDollars: rating.totalCents / 100,
      effectiveDate,
      payerEmail: demoMemberHousehold.email,
    });
    // The home is mortgaged: the lender gets a copy of every notice on the policy (decision 0049).
    await tx.insert(policyInterests).values({
      policyId,
      position: 0,
      kind: "mortgagee",
      name: "Suncoast Federal Credit Union ISAOA/ATIMA",
      street: "PO Box 11904",
      city: "Tampa",
      state: "FL",
      zipCode: "33680",
      loanNumber: "0041-7730-22",
    });

    for (const [index, file] of files.entries()) {
      const modifiedAt = new Date(now.getTime() - (40 + index) * day);
      await tx.insert(documents).values({
        id: randomUUID(),
        name: file.name,
        type: "PDF",
        status: "Approved",
        priority: "Low",
        category: file.category,
        size: file.content.length,
        contentType: "application/pdf",
        contentHash: createHash("sha256").update(file.content).digest("hex"),
        storageKey: keys[index]!,
        visibleToInsured: file.visible,
        policyId,
        ownerId: ids.staff,
        modifiedAt,
        modifiedBy: ids.staff,
        createdAt: modifiedAt,
      });
    }

    const claimId = randomUUID();
    const filedAt = new Date(now.getTime() - 6 * day);
    await tx.insert(claims).values({
      id: claimId,
      status: "assigned",
      policyId,
      memberFirstName: "Morgan",
      memberLastName: "Member",
      policyNumber: policy!.policyNumber,
      dateOfLoss: todayInFlorida(new Date(filedAt.getTime() - day)),
      category: "Water Damage",
      notifierFirstName: "Morgan",
      notifierLastName: "Member",
      notifierEmail: demoMemberHousehold.email,
      relationshipToMember: "Self (Policyholder)",
      address1: demoMemberHousehold.address,
      city: demoMemberHousehold.city,
      state: "FL",
      zip: demoMemberHousehold.zipCode,
      lossDetails: "The water heater in the garage failed; water reached the laundry room and kitchen floor.",
      isHomeHabitable: "Yes",
      dwellingDamaged: "Yes",
      otherStructuresDamaged: "No",
      personalPropertyDamaged: "Yes",
      additionalLivingExpenses: "No",
      createdAt: filedAt,
      updatedAt: new Date(filedAt.getTime() + day),
      receivedOn: todayInFlorida(filedAt),
      acknowledgedOn: todayInFlorida(filedAt),
      // Assigned the day after it was filed to Dana Ruiz, the demo adjuster its timeline names.
      adjusterId: ids.adjuster,
    });
    await tx.insert(claimStatusEvents).values([
      { claimId, status: "received", changedBy: null, changedAt: filedAt },
      {
        claimId,
        status: "assigned",
        changedBy: ids.staff,
        changedAt: new Date(filedAt.getTime() + day),
        note: "Your adjuster, Dana Ruiz, will call you within one business day to arrange an inspection.",
      },
    ]);
    return policy!.policyNumber;
  });
}
