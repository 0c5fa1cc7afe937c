import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { addDays, todayInFlorida } from "../../../shared/calendar-date";
import { defaultCompany } from "../../../shared/company";
import type { Actor } from "../../auth/actor";
import { composeRepositories, composeServer } from "../../composition-root";
import type { AppConfig } from "../../env";
import type { Db } from "../client";
import { claimStatusEvents, claims, policies, user } from "../schema";
import { demoMemberHousehold } from "./seed-member-household";

/** The seed logs nothing of its own: what it made is in its report. */
const noop = () => undefined;
const quietLog = {
  level: "silent",
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => quietLog,
} as unknown as FastifyBaseLogger;

/**
 * A working claims department on the demo book (decision 0047), worked
 * through the services so every sum, clock and letter is the product's own:
 * a hurricane with its watch-and-warning window; on the member's home, a
 * storm claim paid net of the hurricane deductible and a mold claim denied
 * with its letter; the marine shop's storm claim assigned with a reserve, its
 * pay-or-deny clock overdue; the dental office's claim new. The stories are
 * dated from today, so the clocks read the same whenever the demo is made.
 */
export async function seedClaimsDesk(db: Db, config: AppConfig): Promise<void> {
  const today = todayInFlorida();
  const server = composeServer({
    db,
    config,
    company: defaultCompany,
    log: quietLog,
    today: () => today,
  });
  try {
    const { services } = server;
    const people = await db
      .select({ id: user.id, username: user.username })
      .from(user)
      .where(inArray(user.username, ["staff", "adjuster"]));
    const id = (username: string) => people.find((person) => person.username === username)!.id;
    const manager: Actor = { userId: id("staff"), role: "staff", requestId: "seed", language: "en" };

    // Hurricane Ilsa: a warning two weeks ago, the last one ended twelve days ago; a state of emergency.
    const storm = await services.catastrophes.create(
      {
        name: "Hurricane Ilsa",
        peril: "hurricane",
        watchWarningFrom: `${addDays(today, -14)}T12:00:00Z`,
        watchWarningUntil: `${addDays(today, -12)}T06:00:00Z`,
        stateOfEmergency: true,
      },
      manager,
    );

    const [home] = await db
      .select({ id: policies.id, policyNumber: policies.policyNumber })
      .from(policies)
      .where(eq(policies.insuredName, demoMemberHousehold.name));
    const reported = (loss: string, received: string, fields: Partial<typeof claims.$inferInsert>) =>
      insertReported(db, home!, { dateOfLoss: loss, receivedOn: received, ...fields });

    // The storm claim: roof and fence, filed the day after; proof of loss, inspection, covered and paid.
    const roof = await reported(addDays(today, -13), addDays(today, -12), {
      category: "Wind/Storm Damage",
      lossDetails: "Ilsa's winds lifted shingles along the south slope and blew down part of the back fence.",
      otherStructuresDamaged: "Yes",
      catastropheId: storm.id,
    });
    await services.claimAssignments.assign(roof, id("adjuster"), manager);
    await services.claimFiles.recordEvent(roof, { kind: "proofOfLoss", on: addDays(today, -8) }, manager);
    await services.claimFiles.recordEvent(roof, { kind: "investigationStarted", on: addDays(today, -7) }, manager);
    await services.claimFiles.recordEvent(roof, { kind: "inspected", on: addDays(today, -5) }, manager);
    await services.claimFiles.setReserve(
      roof,
      { coverage: "A", amountCents: 1_800_000, reason: "Roofer's estimate" },
      manager,
    );
    await services.claimFiles.setReserve(
      roof,
      { coverage: "B", amountCents: 300_000, reason: "Fence estimate" },
      manager,
    );
    await services.claimDecisions.decide(roof, { decision: "covered" }, manager);
    await services.claimFiles.pay(
      roof,
      { coverage: "A", grossCents: 1_240_000, payee: demoMemberHousehold.name, method: "ach" },
      manager,
    );

    // Mold found under a vanity: months of seepage, denied with the provision.
    const mold = await reported(addDays(today, -30), addDays(today, -29), {
      category: "Other",
      lossDetails: "Mold under the bathroom vanity; the floor is soft where the sink drain has been dripping.",
    });
    await services.claimAssignments.assign(mold, id("staff"), manager);
    await services.claimFiles.recordEvent(mold, { kind: "inspected", on: addDays(today, -20) }, manager);
    await services.claimDecisions.decide(
      mold,
      {
        decision: "denied",
        reason: "The damage comes from a leak that went on for months, not from a sudden discharge of water.",
        provision: "Section I, Exclusions: continuous or repeated seepage or leakage over 14 days or more",
      },
      manager,
    );

    // The marine shop's storm claim (the business demo's): assigned to the claims manager, reserved, undecided
    // past its 60 days.
    const [marine] = await db
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.notifierEmail, "risk@gulfcoastmarine.example.com"));
    await services.claimAssignments.assign(marine!.id, id("staff"), manager);
    await services.claimFiles.setReserve(
      marine!.id,
      { coverage: "C", amountCents: 4_500_000, reason: "Soaked inventory and tools, owner's list" },
      manager,
    );
    await services.claimLetters.sendOwed();
  } finally {
    await server.close();
  }
}

/** A claim as the wizard would have stored it on the member's home, acknowledged the day it came. */
async function insertReported(
  db: Db,
  home: { id: string; policyNumber: string },
  fields: Partial<typeof claims.$inferInsert> & { dateOfLoss: string; receivedOn: string },
): Promise<string> {
  const id = randomUUID();
  const filedAt = new Date(`${fields.receivedOn}T14:00:00Z`);
  await db.transaction(async (tx) => {
    await tx.insert(claims).values({
      id,
      policyId: home.id,
      policyNumber: home.policyNumber,
      memberFirstName: "Morgan",
      memberLastName: "Member",
      category: "Other",
      notifierFirstName: "Morgan",
      notifierLastName: "Member",
      notifierEmail: demoMemberHousehold.email,
      relationshipToMember: "Self (Policyholder)",
      address1: demoMemberHousehold.address,
      city: demoMemberHousehold.city,
      state: "FL",
      zip: demoMemberHousehold.zipCode,
      lossDetails: "",
      isHomeHabitable: "Yes",
      dwellingDamaged: "Yes",
      otherStructuresDamaged: "No",
      personalPropertyDamaged: "No",
      additionalLivingExpenses: "No",
      acknowledgedOn: fields.receivedOn,
      createdAt: filedAt,
      updatedAt: filedAt,
      ...fields,
    });
    await tx.insert(claimStatusEvents).values({ claimId: id, status: "received", changedBy: null, changedAt: filedAt });
    // The acknowledgement with the Bill of Rights the wizard's filing would have owed.
    await composeRepositories(db).claimLetters.owe(id, "acknowledgement", {}, tx);
  });
  return id;
}
