import {
  type AccountChange,
  type AccountList,
  type InsuredAccount,
  type NewAccount,
} from "../../../shared/insured-account";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import type { DataScope } from "../../auth/data-scope";
import type { AssignedAgent } from "../users/agent-assignment";
import type { InsuredAccountRepository } from "./repository";

const accountNotFound = () => notFound("insuredAccount.notFound");

/**
 * Insured accounts (SPEC §7 Account_*): the businesses and households that
 * hold policies. Agents see and change only accounts they are the agent of;
 * anything else is "not found", so they cannot learn which accounts exist.
 * Every change is audited in the transaction that makes it.
 */
export function createInsuredAccountService({
  db,
  repository,
  assignedAgent,
}: {
  db: Db;
  repository: InsuredAccountRepository;
  assignedAgent: AssignedAgent;
}) {
  async function findOrNotFound(accountId: string, actor: Actor): Promise<InsuredAccount> {
    const found = await repository.find(accountId, scopeOf(actor));
    if (!found) throw accountNotFound();
    return found;
  }

  /** Creates (no target) or changes an account, with the agent rule and an audit row. */
  async function write(
    fields: AccountChange,
    target: { accountId: string; clearMissing: boolean } | null,
    actor: Actor,
  ): Promise<InsuredAccount> {
    const before = target ? await findOrNotFound(target.accountId, actor) : null;
    // "" is a blank agent picker: no agent. A new account written by an agent is always theirs.
    const requested = fields.agentId === "" ? null : fields.agentId;
    const agentId = await assignedAgent(actor, before ? requested : (requested ?? null));
    const change = { ...fields, agentId };

    const after = await auditedWrite(db, {
      actor: actor.userId,
      action: before ? "insuredAccount.update" : "insuredAccount.create",
      entityType: "insuredAccount",
      requestId: actor.requestId,
      before,
      async apply(tx) {
        if (!before || !target) return repository.create({ ...change, name: fields.name ?? "" }, tx);
        await repository.update(before.id, change, { clearMissing: target.clearMissing }, tx);
        return before.id;
      },
      read: (id, tx) => repository.find(id, { kind: "all" }, tx),
    });
    return after!;
  }

  return {
    /** By name or account number, with pages and totals. */
    list: (query: AccountList, actor: Actor) => repository.list(query, scopeOf(actor)),

    find: findOrNotFound,
    setMemberPreference: repository.setPreference,
    moveEmail: repository.moveInsuredEmail,
    /** The account when the scope may see it, else null: for a policy that names one. */
    visible: (accountId: string, scope: DataScope, executor?: Db) => repository.find(accountId, scope, executor),

    /** The account number comes from the database. */
    create: (fields: NewAccount, actor: Actor) => write(fields, null, actor),

    /** Saves the whole account: optional fields left out are cleared. */
    save: (accountId: string, fields: NewAccount, actor: Actor) =>
      write(fields, { accountId, clearMissing: true }, actor),

    /** Only the fields sent change. */
    edit: (accountId: string, fields: AccountChange, actor: Actor) =>
      write(fields, { accountId, clearMissing: false }, actor),
  };
}

export type InsuredAccountService = ReturnType<typeof createInsuredAccountService>;
