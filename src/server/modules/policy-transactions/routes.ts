import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { message } from "../../../shared/messages/message";
import { pageSchema } from "../../../shared/page";
import {
  policyAsOfQuerySchema,
  policyAsOfSchema,
  policyLedgerSchema,
  policyTransactionSchema,
  renewalReviewSchema,
  renewalReviewSearchSchema,
  transactionRequestSchema,
  type PolicyTransaction,
} from "../../../shared/policy-transaction";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";

const policyParams = z.object({ id: z.string().min(1).max(100) });
const transactionParams = policyParams.extend({ transactionId: z.string().min(1).max(100) });
const refusals = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const typeWord = (transaction: PolicyTransaction) => ({ key: `words.transactionType.${transaction.type}` as const });

/** Policy transactions, the ledger and the policy as of a day (decision 0030); the rules are the service's. */
export async function policyTransactionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const transactions = app.services.policyTransactions;

  routes.get(
    "/api/policies/:id/transactions",
    {
      config: { access: "policies.read" },
      schema: {
        tags: ["policy transactions"],
        summary: "A policy's transactions, newest first: quoted, issued and withdrawn",
        params: policyParams,
        response: { 200: envelopeSchema(z.array(policyTransactionSchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await transactions.list(request.params.id, await actorOf(request))),
  );

  routes.post(
    "/api/policies/:id/transactions",
    {
      config: { access: "policies.write" },
      schema: {
        tags: ["policy transactions"],
        summary:
          "Quote a transaction: priced pro rata to the cent and checked against the policy's history and Florida's notice rules; nothing changes until it is issued",
        params: policyParams,
        body: transactionRequestSchema,
        response: { 201: envelopeSchema(policyTransactionSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const quoted = await transactions.quote(request.params.id, request.body, await actorOf(request));
      return reply
        .code(201)
        .send(ok(quoted, textFor(request, message("transaction.quoted", { type: typeWord(quoted) }))));
    },
  );

  routes.post(
    "/api/policies/:id/transactions/:transactionId/issue",
    {
      config: { access: "policies.write" },
      schema: {
        tags: ["policy transactions"],
        summary:
          "Issue a quoted transaction: final from then on; posts to the ledger, attaches its document and e-mails the insured and the agent",
        params: transactionParams,
        response: { 200: envelopeSchema(policyTransactionSchema), ...refusals },
      },
    },
    async (request) => {
      const { id, transactionId } = request.params;
      const issued = await transactions.issue(id, transactionId, await actorOf(request));
      return ok(issued, textFor(request, message("transaction.issued", { type: typeWord(issued) })));
    },
  );

  routes.post(
    "/api/policies/:id/transactions/:transactionId/withdraw",
    {
      config: { access: "policies.write" },
      schema: {
        tags: ["policy transactions"],
        summary: "Withdraw a quoted transaction",
        params: transactionParams,
        response: { 200: envelopeSchema(policyTransactionSchema), ...refusals },
      },
    },
    async (request) => {
      const { id, transactionId } = request.params;
      const withdrawn = await transactions.withdraw(id, transactionId, await actorOf(request));
      return ok(withdrawn, textFor(request, message("transaction.withdrawn", { type: typeWord(withdrawn) })));
    },
  );

  routes.get(
    "/api/policies/:id/ledger",
    {
      config: { access: "policies.read" },
      schema: {
        tags: ["policy transactions"],
        summary: "The policy's ledger: charges, refunds and payments in cents, and the balance owed",
        params: policyParams,
        response: { 200: envelopeSchema(policyLedgerSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await transactions.ledger(request.params.id, await actorOf(request))),
  );

  routes.get(
    "/api/policies/:id/as-of",
    {
      config: { access: "policies.read" },
      schema: {
        tags: ["policy transactions"],
        summary:
          "The policy as it stood (or will stand) on a day (`date`, today in Florida when left out), from its issued transactions",
        params: policyParams,
        querystring: policyAsOfQuerySchema,
        response: { 200: envelopeSchema(policyAsOfSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await transactions.asOf(request.params.id, request.query.date, await actorOf(request))),
  );

  routes.get(
    "/api/renewals/review",
    {
      config: { access: "policies.readAll" },
      schema: {
        tags: ["policy transactions"],
        summary:
          "The renewal review: rated homes whose renewal the rate table cannot price (checked once a day), the soonest deadline first, each with the last day to mail a non-renewal and what has been done; past that day the policy renews on its current terms",
        querystring: renewalReviewSearchSchema,
        response: { 200: envelopeSchema(pageSchema(renewalReviewSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await app.services.renewalReviews.list(request.query, (await actorOf(request)).language)),
  );
}
