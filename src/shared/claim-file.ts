import { z } from "zod";
import { calendarDate } from "./calendar-date";
import { claimStatuses } from "./claim";
import { message } from "./messages/message";

/**
 * The claim file's API contract (GET /api/claims/{id} and the actions on it):
 * amounts in cents, days as YYYY-MM-DD (Florida's). Decision 0047.
 */
export const claimCoverages = ["A", "B", "C", "D"] as const;
export const reserveLines = [...claimCoverages, "expense"] as const;
export type ReserveLine = (typeof reserveLines)[number];

export const deadlineKeys = ["acknowledge", "billOfRights", "beginInvestigation", "inspection", "decision"] as const;
export type DeadlineKey = (typeof deadlineKeys)[number];
export const deadlineStates = ["met", "due", "atRisk", "overdue", "notApplicable"] as const;
export type DeadlineState = (typeof deadlineStates)[number];

/** Why the coverage check finds a claim not covered on its date of loss; null when in force. */
export const coverageFindings = ["policyNotFound", "notYetInEffect", "cancelled", "expired", "lateNotice"] as const;
export type CoverageFinding = (typeof coverageFindings)[number];

/** The letters a claim owes its insured (s. 627.7142, s. 627.7015). */
export const claimLetterKinds = ["acknowledgement", "decision", "payment", "closing"] as const;
export type ClaimLetterKind = (typeof claimLetterKinds)[number];

export const claimDecisions = ["covered", "partlyCovered", "denied"] as const;
export type ClaimDecision = (typeof claimDecisions)[number];

export const reopenKinds = ["reopened", "supplemental"] as const;

export const claimPaymentStatuses = ["issued", "pendingApproval", "voided"] as const;
export const claimPaymentMethods = ["check", "ach"] as const;
export const claimFileEventKinds = ["proofOfLoss", "investigationStarted", "inspected", "repairsCompleted"] as const;
export type ClaimFileEventKind = (typeof claimFileEventKinds)[number];

const cents = z.number().int();
const limits = z.object({ A: cents, B: cents, C: cents, D: cents });

export const claimPaymentSchema = z.object({
  id: z.string(),
  coverage: z.enum(reserveLines),
  grossCents: cents,
  deductibleCents: cents,
  /** What was left of the claim's deductible after this payment. */
  deductibleLeftCents: cents,
  netCents: cents,
  /** Statutory interest added for paying after the decision deadline (s. 627.70131(5)(a)). */
  interestCents: cents,
  payee: z.string(),
  method: z.enum(claimPaymentMethods),
  status: z.enum(claimPaymentStatuses),
  createdAt: z.string(),
  voidReason: z.string().nullable(),
});
export type ClaimPayment = z.infer<typeof claimPaymentSchema>;

export const claimDeadlineSchema = z.object({
  key: z.enum(deadlineKeys),
  dueOn: z.string().nullable(),
  metOn: z.string().nullable(),
  state: z.enum(deadlineStates),
});
export type ClaimDeadline = z.infer<typeof claimDeadlineSchema>;

export const claimFileSchema = z.object({
  id: z.string(),
  claimNumber: z.string(),
  status: z.enum(claimStatuses),
  policyId: z.string().nullable(),
  policyNumber: z.string(),
  dateOfLoss: z.string(),
  receivedOn: z.string(),
  catastropheId: z.string().nullable(),
  coverage: z.object({
    inForce: z.boolean(),
    /** The finding's key when not in force, in words in `reasonText`. */
    reason: z.enum(coverageFindings).nullable(),
    reasonText: z.string().nullable(),
    overrideReason: z.string().nullable(),
    limitsCents: limits,
    allOtherPerilsDeductibleCents: cents,
    hurricaneDeductibleCents: cents,
  }),
  adjuster: z.object({ id: z.string(), name: z.string() }).nullable(),
  reserves: z.array(z.object({ coverage: z.enum(reserveLines), amountCents: cents, paidCents: cents })),
  incurredCents: cents,
  payments: z.array(claimPaymentSchema),
  deductible: z.object({
    kind: z.enum(["allOtherPerils", "hurricane"]),
    amountCents: cents,
    appliedCents: cents,
    remainingCents: cents,
  }),
  deadlines: z.array(claimDeadlineSchema),
  /** The letters to the insured: sent (with the document in the member's documents) or still being written. */
  letters: z.array(
    z.object({
      kind: z.enum(claimLetterKinds),
      owedAt: z.string(),
      sentAt: z.string().nullable(),
      documentId: z.string().nullable(),
    }),
  ),
  /** The coverage decision in force (none since a reopening), the day the claim was closed, and its reopening. */
  decision: z
    .object({
      decision: z.enum(claimDecisions),
      reason: z.string().nullable(),
      provision: z.string().nullable(),
      decidedOn: z.string().nullable(),
    })
    .nullable(),
  closedOn: z.string().nullable(),
  reopened: z.object({ kind: z.enum(reopenKinds), on: z.string() }).nullable(),
  /** What the wizard collected, as reported, with the photos sent with it (GET /api/claims/photos/{id}). */
  reported: z.object({
    memberName: z.string(),
    category: z.string(),
    notifier: z.object({ name: z.string(), email: z.string(), relationship: z.string() }),
    address: z.object({
      address1: z.string(),
      address2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
    isHomeHabitable: z.string(),
    lossDetails: z.string(),
    exposures: z.object({
      dwelling: z.string(),
      otherStructures: z.string(),
      personalProperty: z.string(),
      livingExpenses: z.string(),
    }),
    language: z.string(),
    photos: z.array(z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() })),
  }),
  /** What happened on the file, oldest first: events on the day they happened, who recorded them. */
  timeline: z.array(
    z.object({ kind: z.string(), on: z.string(), detail: z.string().nullable(), recordedAt: z.string() }),
  ),
});
export type ClaimFile = z.infer<typeof claimFileSchema>;

const reason = z.string().trim().min(1, message("check.claimFile.reason")).max(500);
/** A claim amount in cents: whole, and at most a billion dollars, so every sum of them stays exact. */
const claimCents = z
  .number()
  .int(message("check.money.wholeCents"))
  .max(100_000_000_000, message("check.money.atMostBillion"));

export const reserveChangeSchema = z
  .object({
    coverage: z.enum(reserveLines, message("check.claimFile.coverage")),
    amountCents: claimCents.min(0, message("check.money.notNegative")),
    reason,
  })
  .strict();
export type ReserveChange = z.infer<typeof reserveChangeSchema>;

export const claimPaymentRequestSchema = z
  .object({
    coverage: z.enum(reserveLines, message("check.claimFile.coverage")),
    grossCents: claimCents.positive(message("check.money.moreThanZero")),
    payee: z.string().trim().min(1, message("check.claimFile.payee")).max(200),
    method: z.enum(claimPaymentMethods, message("check.claimFile.method")),
  })
  .strict();
export type ClaimPaymentRequest = z.infer<typeof claimPaymentRequestSchema>;

export const claimVoidSchema = z.object({ reason }).strict();
/** POST /api/claims/{id}/coverage-override: pay a claim the coverage check finds not in force, for this reason. */
export const coverageOverrideSchema = z.object({ reason }).strict();

export const claimFileEventSchema = z
  .object({
    kind: z.enum(claimFileEventKinds, message("check.claimFile.eventKind")),
    on: calendarDate(message("check.claimFile.eventDay")),
  })
  .strict();
export type ClaimFileEventRequest = z.infer<typeof claimFileEventSchema>;

export const catastrophePerils = ["hurricane", "other"] as const;

/** POST /api/catastrophes: a named storm or other event, with its watch-and-warning window (s. 627.4025). */
export const catastropheRequestSchema = z
  .object({
    name: z.string().trim().min(1, message("check.catastrophe.name")).max(100),
    peril: z.enum(catastrophePerils, message("check.catastrophe.peril")),
    /** The first hurricane watch or warning issued anywhere in Florida. */
    watchWarningFrom: z.iso.datetime({ offset: true, error: message("check.catastrophe.from") }),
    /** When the last watch or warning ended; the window runs the company's hours past it (72 by statute). */
    watchWarningUntil: z.iso.datetime({ offset: true, error: message("check.catastrophe.until") }),
    stateOfEmergency: z.boolean().default(false),
    /** The storm banner on the public pages for it, if any. */
    noticeId: z.string().min(1).max(100).nullable().default(null),
  })
  .strict()
  .refine((request) => Date.parse(request.watchWarningUntil) >= Date.parse(request.watchWarningFrom), {
    path: ["watchWarningUntil"],
    error: message("check.catastrophe.untilAfterFrom"),
  })
  // Longer than any one storm's watches and warnings: a typing slip that would code months of claims to it.
  .refine(
    (request) => Date.parse(request.watchWarningUntil) - Date.parse(request.watchWarningFrom) <= 30 * 86_400_000,
    {
      path: ["watchWarningUntil"],
      error: message("check.catastrophe.tooLong"),
    },
  );
export type CatastropheRequest = z.input<typeof catastropheRequestSchema>;

export const catastropheSchema = z.object({
  id: z.string(),
  name: z.string(),
  peril: z.enum(catastrophePerils),
  watchWarningFrom: z.string(),
  watchWarningUntil: z.string(),
  /** The last Florida day a loss is coded to it: the window's end plus the company's hours. */
  lossWindowFrom: z.string(),
  lossWindowUntil: z.string(),
  stateOfEmergency: z.boolean(),
  noticeId: z.string().nullable(),
  claimCount: z.number().int(),
  paidCents: z.number().int(),
});
export type Catastrophe = z.infer<typeof catastropheSchema>;

/** PATCH /api/claims/{id} with a catastrophe: code the claim to it, or (null) to none. */
export const claimCodingSchema = z.object({ catastropheId: z.string().min(1).max(100).nullable() }).strict();

/** POST /api/claims/{id}/decision: a partial cover or a denial gives its reason, a denial the policy provision too. */
export const claimDecisionSchema = z
  .object({
    decision: z.enum(claimDecisions, message("check.claimFile.decision")),
    reason: z.string().trim().max(2_000).default(""),
    provision: z.string().trim().max(200).default(""),
  })
  .strict()
  .refine((request) => request.decision === "covered" || request.reason.length > 0, {
    path: ["reason"],
    error: message("check.claimFile.reason"),
  })
  .refine((request) => request.decision !== "denied" || request.provision.length > 0, {
    path: ["provision"],
    error: message("check.claimFile.provision"),
  });
export type ClaimDecisionRequest = z.input<typeof claimDecisionSchema>;

export const claimReopenSchema = z
  .object({ kind: z.enum(reopenKinds, message("check.claimFile.reopenKind")) })
  .strict();

/** GET /api/claims/deadlines: the clocks at risk or overdue across the open claims (an adjuster's own). */
export const deadlineQuerySchema = z.object({ state: z.enum(["atRisk", "overdue"]).optional() }).strict();
export const claimDeadlineRowSchema = claimDeadlineSchema.extend({
  claimId: z.string(),
  claimNumber: z.string(),
  policyNumber: z.string(),
  adjuster: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ClaimDeadlineRow = z.infer<typeof claimDeadlineRowSchema>;

/** POST /api/claims/{id}/assignment. */
export const claimAssignmentSchema = z
  .object({ adjusterId: z.string().trim().min(1, message("check.claimFile.adjuster")).max(100) })
  .strict();
