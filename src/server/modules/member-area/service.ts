import type { PaymentPortion, PolicyBilling } from "../../../shared/billing";
import type { PaymentPlan } from "../../../shared/billing-rules";
import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import type { MemberPolicy, MemberPreferences, MemberPreferencesChange } from "../../../shared/member";
import type { PolicyTransaction } from "../../../shared/policy-transaction";
import type { Ho3Rating } from "../../../shared/rating";
import { message } from "../../../shared/messages/message";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http-errors";
import type { FileStorage } from "../../storage/file-storage";
import { auditedWrite } from "../audit/audited-write";
import type { BillingService } from "../billing/service";
import type { InsuredFileService, OpenClaim } from "../claims/insured-file-service";
import type { ClaimService } from "../claims/service";
import type { DocumentService } from "../documents/service";
import type { InsuredAccountService } from "../insured-accounts/service";
import { ratingIn } from "../rating/worksheet-words";
import { declarationsPdf } from "./declarations-pdf";
import { receiptPdf } from "./receipt-pdf";
import type { MemberPolicyRecord, MemberRepository } from "./repository";

/** The signed-in member: who acts, and the e-mail their policies are found by. */
export interface Member extends Actor {
  email: string;
}

export interface MemberServiceDeps {
  db: Db;
  repository: MemberRepository;
  billing: Pick<BillingService, "billingOf" | "amountFor" | "chooseRenewalPlan" | "paymentApplied">;
  accounts: Pick<InsuredAccountService, "setMemberPreference">;
  /** The owners' reads for an insured; they check no access: this service does first. */
  claims: Pick<ClaimService, "ofPolicyForInsured">;
  /** The claims module's intake of what the insured adds to an open claim; it checks no policy access: this service does first. */
  claimFiles: Pick<InsuredFileService, "takingFiles" | "add">;
  documents: Pick<DocumentService, "sharedWithInsured" | "sharedDocument">;
  storage: FileStorage;
  company: Company;
  /** The policy-transactions service's read of issued transactions; it checks no access: this service does first. */
  transactions: { issuedFor(policyId: string, language: Language): Promise<PolicyTransaction[]> };
  /** The payments service's start of a set amount; it checks no access: this service does first. */
  payments: {
    startFor(
      policyId: string,
      amountCents: number,
      payerEmail: string,
      language: Language,
    ): Promise<{ redirectUrl: string; reference: string; amountDue: number }>;
  };
}

const policyNotFound = () => notFound("policy.notFound");
const withoutAccount = ({ accountId: _accountId, ...policy }: MemberPolicyRecord): MemberPolicy => policy;

/**
 * The member's own account pages. Every method finds the policy through the
 * member's e-mail first, so another insured's policy, document or claim is
 * "not found" whatever id is sent.
 */
export function createMemberService({
  db,
  repository,
  billing,
  accounts,
  claims,
  claimFiles,
  documents,
  storage,
  company,
  transactions,
  payments,
}: MemberServiceDeps) {
  async function ownPolicy(policyId: string, member: Member): Promise<MemberPolicyRecord> {
    const policy = await repository.policyOf(member.email, policyId);
    if (!policy) throw policyNotFound();
    return policy;
  }

  return {
    policies: async (member: Member) => (await repository.policiesOf(member.email)).map(withoutAccount),

    policy: async (policyId: string, member: Member) => withoutAccount(await ownPolicy(policyId, member)),

    /** The policy's documents staff shared with the insured. */
    documents: async (policyId: string, member: Member) =>
      documents.sharedWithInsured((await ownPolicy(policyId, member)).id),

    /** A shared document's name, media type and bytes. */
    async documentFile(policyId: string, documentId: string, member: Member) {
      const policy = await ownPolicy(policyId, member);
      const document = await documents.sharedDocument(policy.id, documentId);
      const content = document?.storageKey ? await storage.get(document.storageKey) : null;
      if (!document || !content) throw notFound("document.notFound");
      return { name: document.name, contentType: document.contentType, content };
    },

    /** The policy's declarations page, generated now, in the member's language. */
    async declarations(policyId: string, member: Member) {
      const policy = withoutAccount(await ownPolicy(policyId, member));
      return { policyNumber: policy.policyNumber, pdf: declarationsPdf(policy, company, new Date(), member.language) };
    },

    claims: async (policyId: string, member: Member) =>
      claims.ofPolicyForInsured((await ownPolicy(policyId, member)).id),

    /**
     * The policy's issued transactions, newest first, explained in the
     * member's language; what staff only quoted or withdrew is theirs alone.
     * Each one's document is among the policy's shared documents.
     */
    /** One of the member's policy's open claims, checked before a file for it is read (not found, or closed). */
    claimTakingFiles: async (policyId: string, claimId: string, member: Member) =>
      claimFiles.takingFiles(claimId, (await ownPolicy(policyId, member)).id),

    /** A photo or document the insured adds to the open claim `claimTakingFiles` answered. */
    addClaimFile: (claim: OpenClaim, file: { name: string; content: Buffer } | null, member: Member) =>
      claimFiles.add(claim, file, member),

    transactions: async (policyId: string, member: Member) =>
      transactions.issuedFor((await ownPolicy(policyId, member)).id, member.language),

    /**
     * "Why my premium is what it is": the rated home's current price with
     * its worksheet, worded in the member's language; not found when an
     * underwriter prices the policy.
     */
    async rating(policyId: string, member: Member): Promise<Ho3Rating> {
      const policy = await ownPolicy(policyId, member);
      const stored = await repository.ratingOf(policy.id);
      if (!stored) throw notFound(message("rating.notRated", { policyNumber: policy.policyNumber }));
      return ratingIn(stored, member.language);
    },

    /** The plan, the schedule, each invoice and what to pay next or in full, the payments and refunds. */
    billing: async (policyId: string, member: Member): Promise<PolicyBilling> =>
      (await billing.billingOf((await ownPolicy(policyId, member)).id))!,

    /** The plan the next term is billed on, chosen by the insured (audited). */
    chooseRenewalPlan: async (policyId: string, plan: PaymentPlan, member: Member): Promise<PolicyBilling> =>
      billing.chooseRenewalPlan((await ownPolicy(policyId, member)).id, plan, member),

    /**
     * Starts paying the next installment (the oldest open one, what is left
     * of it) or everything open, on the payment portal; 422 when nothing is.
     */
    async startPayment(policyId: string, portion: PaymentPortion, member: Member) {
      const policy = await ownPolicy(policyId, member);
      const amountCents = await billing.amountFor(policy.id, portion);
      if (amountCents <= 0) throw new HttpError(422, "payment.nothingDue");
      return payments.startFor(policy.id, amountCents, policy.insured.email, member.language);
    },

    /** A completed payment's receipt, as a PDF in the member's language; any other payment has none (404). */
    async receipt(policyId: string, paymentId: string, member: Member) {
      const policy = await ownPolicy(policyId, member);
      const payment = (await billing.billingOf(policy.id))?.payments.find((each) => each.id === paymentId);
      if (payment?.status !== "completed" || !payment.completedAt) throw notFound("member.receiptNotFound");
      const paid = await billing.paymentApplied(policy.id, payment);
      const receipt = {
        reference: payment.reference,
        policyNumber: policy.policyNumber,
        insuredName: policy.insuredName,
        completedAt: new Date(payment.completedAt),
        amountCents: payment.amountCents,
        ...paid,
      };
      return { reference: payment.reference, pdf: receiptPdf(receipt, company, new Date(), member.language) };
    },

    preferences: async (policyId: string, member: Member) =>
      repository.preferencesOf((await ownPolicy(policyId, member)).accountId),

    /**
     * Records the insured's choice of e-mail or paper, with its date, and of
     * the language of our e-mails, audited on the insured account.
     */
    async choose(policyId: string, change: MemberPreferencesChange, member: Member): Promise<MemberPreferences> {
      const { accountId } = await ownPolicy(policyId, member);
      const before = await repository.preferencesOf(accountId);
      const after = await auditedWrite(db, {
        actor: member.userId,
        action: "insured-account.communication-preference",
        entityType: "insured-account",
        requestId: member.requestId,
        before: { id: accountId, ...before },
        apply: (tx) => accounts.setMemberPreference(accountId, change, tx),
        read: async (id, tx) => ({ id, ...(await repository.preferencesOf(id, tx)) }),
      });
      const { id: _id, ...preferences } = after!;
      return preferences;
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
