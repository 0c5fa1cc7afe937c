import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  accountChangeSchema,
  accountIdQuerySchema,
  accountListSchema,
  accountNotFoundMessage,
  accountOpenSchema,
  accountTemplateSchema,
  insuredAccountSchema,
  newAccountSchema,
  newAccountTemplate,
  type AccountChange,
  type AccountTemplate,
  type InsuredAccount,
} from "../../../shared/insured-account";
import { pageSchema } from "../../../shared/page";
import { callerOf, scopeOf } from "../../auth/data-scope";
import { notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import { assignedAgent } from "../users/agent-assignment";
import { createInsuredAccountRepository } from "./repository";

const tags = ["insured-accounts"];
const account = envelopeSchema(insuredAccountSchema);
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Insured accounts (SPEC §7 Account_*): the businesses and households that
 * hold policies. Agents see and change only accounts they are the agent of;
 * anything else answers 404, so they cannot learn which accounts exist.
 * Every change is audited in the transaction that makes it.
 */
export async function insuredAccountRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const repository = createInsuredAccountRepository(db);

  /** Creates (no accountId) or changes an account, with the agent rule and an audit row. */
  async function write(
    request: FastifyRequest,
    fields: AccountChange,
    target: { accountId: string; clearMissing: boolean } | null,
  ): Promise<InsuredAccount> {
    const identity = await callerOf(request);
    const scope = scopeOf(identity);
    const before = target ? await repository.find(target.accountId, scope) : null;
    if (target && !before) throw notFound(accountNotFoundMessage);
    // "" is a blank agent picker: no agent. A new account written by an agent is always theirs.
    const requested = fields.agentId === "" ? null : fields.agentId;
    const agentId = await assignedAgent(db, identity, before ? requested : (requested ?? null));
    const change = { ...fields, agentId };

    const after = await auditedWrite(db, {
      actor: identity.userId,
      action: before ? "insuredAccount.update" : "insuredAccount.create",
      entityType: "insuredAccount",
      requestId: request.id,
      before,
      apply: async (tx) => {
        if (!before || !target) return repository.create({ ...change, name: fields.name ?? "" }, tx);
        await repository.update(before.id, change, { clearMissing: target.clearMissing }, tx);
        return before.id;
      },
      read: (id, tx) => repository.find(id, { kind: "all" }, tx),
    });
    return after!;
  }

  routes.get(
    "/api/accounts",
    {
      config: { access: "accounts.read" },
      schema: {
        tags,
        summary: "Search insured accounts by name or account number, with pages and totals",
        querystring: accountListSchema,
        response: { 200: envelopeSchema(pageSchema(insuredAccountSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await repository.list(request.query, scopeOf(await callerOf(request)))),
  );

  routes.get(
    "/api/Account_OnOpen",
    {
      config: { access: "accounts.read" },
      schema: {
        tags,
        summary: "Open an account with its policy count; without accountId, a blank new-account form (id null)",
        querystring: accountOpenSchema,
        response: { 200: envelopeSchema(z.union([insuredAccountSchema, accountTemplateSchema])), ...errors },
      },
    },
    async (request) => {
      const { accountId } = request.query;
      if (accountId === undefined) return ok<AccountTemplate>(newAccountTemplate, "New account.");
      const found = await repository.find(accountId, scopeOf(await callerOf(request)));
      if (!found) throw notFound(accountNotFoundMessage);
      return ok<InsuredAccount>(found);
    },
  );

  routes.post(
    "/api/Account_OnNew",
    {
      config: { access: "accounts.write" },
      schema: {
        tags,
        summary: "Create an account; its number comes from the database",
        body: newAccountSchema,
        response: { 201: account, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const created = await write(request, request.body, null);
      return reply.code(201).send(ok<InsuredAccount>(created, `Account ${created.accountNumber} created.`));
    },
  );

  routes.post(
    "/api/Account_OnSave",
    {
      config: { access: "accounts.write" },
      schema: {
        tags,
        summary: "Save the whole account named by accountId: optional fields left out are cleared",
        querystring: accountIdQuerySchema,
        body: newAccountSchema,
        response: { 200: account, ...errors },
      },
    },
    async (request) => {
      const target = { accountId: request.query.accountId, clearMissing: true };
      const saved = await write(request, request.body, target);
      return ok<InsuredAccount>(saved, `Account ${saved.accountNumber} saved.`);
    },
  );

  routes.post(
    "/api/Account_OnEdit",
    {
      config: { access: "accounts.write" },
      schema: {
        tags,
        summary: "Edit the account named by accountId: only the fields sent change",
        querystring: accountIdQuerySchema,
        body: accountChangeSchema,
        response: { 200: account, ...errors },
      },
    },
    async (request) => {
      const target = { accountId: request.query.accountId, clearMissing: false };
      const saved = await write(request, request.body, target);
      return ok<InsuredAccount>(saved, `Account ${saved.accountNumber} saved.`);
    },
  );
}
