import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  accountChangeSchema,
  accountIdQuerySchema,
  accountListSchema,
  accountOpenSchema,
  accountTemplateSchema,
  insuredAccountSchema,
  newAccountSchema,
  newAccountTemplate,
  type AccountTemplate,
  type InsuredAccount,
} from "../../../shared/insured-account";
import { pageSchema } from "../../../shared/page";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";
import { message } from "../../../shared/messages/message";

const tags = ["insured-accounts"];
const account = envelopeSchema(insuredAccountSchema);
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Insured accounts (SPEC §7 Account_*); the rules and the audited writes are the service's. */
export async function insuredAccountRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const accounts = app.services.insuredAccounts;

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
    async (request) => ok(await accounts.list(request.query, await actorOf(request))),
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
      if (accountId === undefined)
        return ok<AccountTemplate>(newAccountTemplate, textFor(request, "insuredAccount.blank"));
      return ok<InsuredAccount>(await accounts.find(accountId, await actorOf(request)));
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
      const created = await accounts.create(request.body, await actorOf(request));
      return reply
        .code(201)
        .send(
          ok<InsuredAccount>(
            created,
            textFor(request, message("insuredAccount.created", { accountNumber: created.accountNumber })),
          ),
        );
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
      const saved = await accounts.save(request.query.accountId, request.body, await actorOf(request));
      return ok<InsuredAccount>(
        saved,
        textFor(request, message("insuredAccount.saved", { accountNumber: saved.accountNumber })),
      );
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
      const saved = await accounts.edit(request.query.accountId, request.body, await actorOf(request));
      return ok<InsuredAccount>(
        saved,
        textFor(request, message("insuredAccount.saved", { accountNumber: saved.accountNumber })),
      );
    },
  );
}
