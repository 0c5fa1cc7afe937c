import { type NewPolicy, type Policy, type PolicyChange, type PolicySearch } from "../../../shared/policy";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { conflict, HttpError, invalidField, notFound } from "../../http-errors";
import { message } from "../../../shared/messages/message";
import type { DataScope } from "../../auth/data-scope";
import { auditedWrite } from "../audit/audited-write";
import type { InsuredAccountService } from "../insured-accounts/service";
import type { AssignedAgent } from "../users/agent-assignment";
import type { RatingService } from "../rating/service";
import { homeSchema, type Home, type Ho3Rating, type HomeInput, type StoredRating } from "../../../shared/rating";
import { ratingIn } from "../rating/worksheet-words";
import type { PolicyRepository } from "./repository";

export interface PolicyServiceDeps {
  db: Db;
  repository: PolicyRepository;
  accounts: Pick<InsuredAccountService, "visible">;
  assignedAgent: AssignedAgent;
  rating: Pick<RatingService, "rateNewBusiness">;
}

const policyNotFound = () => notFound("policy.notFound");

/** The fields an issued policy changes only through its transactions (decision 0030). */
const pricedFields = ["premium", "coverage", "effectiveDate", "expirationDate", "home"] as const;
/** What re-prices a draft home. */
const repricing = ["home", "effectiveDate", "policyType", "premium", "coverage"] as const;
const isIssued = (policy: Policy) => policy.status === "active" || policy.status === "inactive";

/**
 * Policies: created with the server enforcing SPEC §5's required fields,
 * read, changed (never the number) and searched. Agents see and change only
 * their own policies; anything else is "not found", so they cannot learn
 * which policies exist. Every change is audited in its own transaction.
 * A draft is edited freely; one saved as active stays a draft here and is
 * issued by its new business (policy-transactions/policy-form-service.ts);
 * an issued policy's price, dates and status change only by transactions.
 */
export function createPolicyService({ db, repository, accounts, assignedAgent, rating }: PolicyServiceDeps) {
  /**
   * A home's premium and coverage come from the rate table (decision 0031):
   * whatever was sent, a Property policy on a home is priced by the version
   * in force for new business on its first day.
   */
  async function priceOfHome(
    policyType: string,
    input: HomeInput | null | undefined,
    effectiveDate: string,
  ): Promise<{ premium: number; coverage: number; home: Home; rating: StoredRating } | null> {
    if (!input) return null;
    const home = homeSchema.parse(input);
    if (policyType !== "Property")
      throw new HttpError(422, "rating.propertyOnly", [{ field: "home", message: "rating.propertyOnly" }]);
    const rated = await rating.rateNewBusiness(home, effectiveDate, "home.");
    return { premium: rated.totalCents / 100, coverage: home.coverageA, home, rating: rated };
  }
  const readAny = (id: string, tx: Db) => repository.find(id, { kind: "all" }, tx);

  async function findOrNotFound(id: string, actor: Actor): Promise<Policy> {
    const policy = await repository.find(id, scopeOf(actor));
    if (!policy) throw policyNotFound();
    return policy;
  }

  /** A policy joins only an account the user may see (an agent: one of theirs); a link kept as it is is not checked again. */
  async function refuseUnknownAccount(accountId: string | null | undefined, actor: Actor, current?: string | null) {
    if (!accountId || accountId === current) return;
    if (!(await accounts.visible(accountId, scopeOf(actor)))) throw invalidField("accountId", "policy.unknownAccount");
  }

  return {
    find: findOrNotFound,

    /** A rated home's current price with its worksheet, in the reader's language. */
    async rating(id: string, actor: Actor): Promise<Ho3Rating> {
      const found = await repository.findRating(id, scopeOf(actor));
      if (!found) throw policyNotFound();
      if (!found.rating) throw notFound(message("rating.notRated", { policyNumber: found.policyNumber }));
      return ratingIn(found.rating, actor.language);
    },

    search: (query: PolicySearch, actor: Actor) => repository.search(query, scopeOf(actor)),

    /** The number comes from the database. One created as active is saved as a draft for its new business to issue. */
    async create(input: NewPolicy, actor: Actor): Promise<Policy> {
      const agentId = await assignedAgent(actor, input.agentId);
      await refuseUnknownAccount(input.accountId, actor);
      const issuing = input.status === "active";
      const priced = await priceOfHome(input.policyType, input.home, input.effectiveDate);
      const created = (await auditedWrite(db, {
        actor: actor.userId,
        action: "policy.create",
        entityType: "policy",
        requestId: actor.requestId,
        before: null,
        apply: (tx) =>
          repository.create(
            {
              ...input,
              home: null,
              ...priced,
              status: issuing ? "draft" : input.status,
              agentId: agentId ?? undefined,
            },
            tx,
          ),
        read: readAny,
      }))!;
      return created;
    },

    async update(id: string, input: PolicyChange, actor: Actor): Promise<Policy> {
      const before = await findOrNotFound(id, actor);
      const change = { ...input };
      if (isIssued(before)) {
        if (pricedFields.some((field) => change[field] !== undefined && change[field] !== before[field])) {
          throw conflict(message("policy.endorseToChange", { policyNumber: before.policyNumber }));
        }
        if (change.status !== undefined && change.status !== before.status)
          throw conflict("policy.statusByTransaction");
      }
      // A draft saved as active is saved as it is; its new business then makes it active.
      if (!isIssued(before) && change.status === "active") delete change.status;
      if (change.agentId !== undefined) change.agentId = (await assignedAgent(actor, change.agentId)) ?? undefined;
      const effective = change.effectiveDate ?? before.effectiveDate;
      const expiration = change.expirationDate ?? before.expirationDate;
      if (expiration <= effective) throw invalidField("expirationDate", "check.date.expirationAfterEffective");
      await refuseUnknownAccount(change.accountId, actor, before.account?.id);
      // A draft home is priced again whenever its price could move (a premium sent for it gives way to the rating); null ends the rating.
      const home = change.home === undefined ? before.home : change.home;
      const priced =
        home && repricing.some((field) => change[field] !== undefined)
          ? await priceOfHome(change.policyType ?? before.policyType, home, effective)
          : null;
      const rated = priced ?? (change.home === null ? { rating: null } : {});

      const saved = (await auditedWrite(db, {
        actor: actor.userId,
        action: "policy.update",
        entityType: "policy",
        requestId: actor.requestId,
        before,
        async apply(tx) {
          await repository.update(before.id, { ...change, ...rated }, tx);
          return before.id;
        },
        read: readAny,
      }))!;
      return saved;
    },

    /** Read again after a change made elsewhere (its new business issued), whoever may see it. */
    reread: async (id: string): Promise<Policy> => (await readAny(id, db))!,
    /** A policy the scope may see, or null: for modules that link to one (portals, documents). */
    visible: (id: string, scope: DataScope) => repository.find(id, scope),
    premiumFigures: (scope: DataScope) => repository.premiumFigures(scope),
    /** The row as its issued transactions leave it: only policy-transactions calls these, in its own transaction. */
    applyTransaction: repository.applyTransaction,
    expireEnded: repository.expireEnded,
  };
}

export type PolicyService = ReturnType<typeof createPolicyService>;
