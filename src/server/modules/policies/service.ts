import { type NewPolicy, type Policy, type PolicyChange, type PolicySearch } from "../../../shared/policy";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { invalidField, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import { createInsuredAccountRepository } from "../insured-accounts/repository";
import { createAgentAssignment } from "../users/agent-assignment";
import { createPolicyRepository } from "./repository";

const policyNotFound = () => notFound("policy.notFound");

/**
 * Policies: created with the server enforcing SPEC §5's required fields,
 * read, changed (never the number) and searched. Agents see and change only
 * their own policies; anything else is "not found", so they cannot learn
 * which policies exist. Every change is audited in its own transaction.
 */
export function createPolicyService({ db }: { db: Db }) {
  const repository = createPolicyRepository(db);
  const assignedAgent = createAgentAssignment(db);
  const accounts = createInsuredAccountRepository(db);
  const readAny = (id: string, tx: Db) => repository.find(id, { kind: "all" }, tx);

  async function open(id: string, actor: Actor): Promise<Policy> {
    const policy = await repository.find(id, scopeOf(actor));
    if (!policy) throw policyNotFound();
    return policy;
  }

  /** A policy joins only an account the user may see (an agent: one of theirs); a link kept as it is is not checked again. */
  async function refuseUnknownAccount(accountId: string | null | undefined, actor: Actor, current?: string | null) {
    if (!accountId || accountId === current) return;
    if (!(await accounts.find(accountId, scopeOf(actor)))) throw invalidField("accountId", "policy.unknownAccount");
  }

  return {
    find: open,

    search: (query: PolicySearch, actor: Actor) => repository.search(query, scopeOf(actor)),

    /** The number comes from the database. */
    async create(input: NewPolicy, actor: Actor): Promise<Policy> {
      const agentId = await assignedAgent(actor, input.agentId);
      await refuseUnknownAccount(input.accountId, actor);
      return (await auditedWrite(db, {
        actor: actor.userId,
        action: "policy.create",
        entityType: "policy",
        requestId: actor.requestId,
        before: null,
        apply: (tx) => repository.create({ ...input, agentId: agentId ?? undefined }, tx),
        read: readAny,
      }))!;
    },

    async update(id: string, input: PolicyChange, actor: Actor): Promise<Policy> {
      const before = await open(id, actor);
      const change = { ...input };
      if (change.agentId !== undefined) change.agentId = (await assignedAgent(actor, change.agentId)) ?? undefined;
      const effective = change.effectiveDate ?? before.effectiveDate;
      const expiration = change.expirationDate ?? before.expirationDate;
      if (expiration <= effective) throw invalidField("expirationDate", "check.date.expirationAfterEffective");
      await refuseUnknownAccount(change.accountId, actor, before.account?.id);

      return (await auditedWrite(db, {
        actor: actor.userId,
        action: "policy.update",
        entityType: "policy",
        requestId: actor.requestId,
        before,
        async apply(tx) {
          await repository.update(before.id, change, tx);
          return before.id;
        },
        read: readAny,
      }))!;
    },
  };
}
