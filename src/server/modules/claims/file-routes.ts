import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  claimAssignmentSchema,
  claimDecisionSchema,
  claimFileEventSchema,
  claimReopenSchema,
  claimFileSchema,
  claimPaymentRequestSchema,
  claimPaymentSchema,
  claimVoidSchema,
  coverageOverrideSchema,
  reserveChangeSchema,
} from "../../../shared/claim-file";
import { formatCents } from "../../../shared/format";
import { message } from "../../../shared/messages/message";
import { actorOf } from "../../auth/data-scope";
import { languageOf, textFor } from "../../request-language";

const claimParams = z.object({ id: z.string().min(1).max(100) });
const paymentParams = claimParams.extend({ paymentId: z.string().min(1).max(100) });
const tags = ["claim file"];
const refusals = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/**
 * The claim file (decision 0047): amounts in cents, days YYYY-MM-DD. The
 * coverage check, the deductible and the clocks are the service's.
 */
export async function claimFileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const files = app.services.claimFiles;

  routes.get(
    "/api/claims/:id",
    {
      config: { access: "claims.read" },
      schema: {
        tags,
        summary:
          "The claim file: the coverage check against the policy on the date of loss, the adjuster, reserves, payments with their deductible, and the statutory clocks",
        params: claimParams,
        response: { 200: envelopeSchema(claimFileSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await files.open(request.params.id, await actorOf(request))),
  );

  routes.put(
    "/api/claims/:id/reserves",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary:
          "Set the reserve of one coverage (A, B, C, D) or of expense, with the reason (audited); never below what is paid on it",
        params: claimParams,
        body: reserveChangeSchema,
        response: { 200: envelopeSchema(claimFileSchema), ...refusals },
      },
    },
    async (request) => {
      const file = await files.setReserve(request.params.id, request.body, await actorOf(request));
      const amount = formatCents(request.body.amountCents, languageOf(request));
      return ok(file, textFor(request, message("claimFile.reserveSet", { coverage: request.body.coverage, amount })));
    },
  );

  routes.post(
    "/api/claims/:id/payments",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary:
          "Pay on a claim: the system applies the deductible (the hurricane deductible once a calendar year across the insured's claims) and answers gross, deductible, what is left of it, and net; a payment the deductible takes whole is recorded, with no check",
        params: claimParams,
        body: claimPaymentRequestSchema,
        response: { 201: envelopeSchema(claimPaymentSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const payment = await files.pay(request.params.id, request.body, await actorOf(request));
      const language = languageOf(request);
      const said =
        payment.status === "pendingApproval"
          ? message("claimFile.pending", { net: formatCents(payment.netCents, language) })
          : payment.netCents === 0
            ? message("claimFile.paidNothing", { gross: formatCents(payment.grossCents, language) })
            : message("claimFile.paid", {
                net: formatCents(payment.netCents, language),
                gross: formatCents(payment.grossCents, language),
                deductible: formatCents(payment.deductibleCents, language),
              });
      return reply.code(201).send(ok(payment, textFor(request, said)));
    },
  );

  routes.post(
    "/api/claims/:id/payments/:paymentId/approve",
    {
      config: { access: "claims.manage" },
      schema: {
        tags,
        summary: "Approve a payment above an adjuster's authority: it is issued and enters the claim ledger (audited)",
        params: paymentParams,
        response: { 200: envelopeSchema(claimPaymentSchema), ...refusals },
      },
    },
    async (request) => {
      const { id, paymentId } = request.params;
      return ok(await files.approve(id, paymentId, await actorOf(request)), textFor(request, "claimFile.approved"));
    },
  );

  routes.post(
    "/api/claims/:id/payments/:paymentId/void",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary: "Void a payment with the reason: its deductible and amount go back to the claim (audited)",
        params: paymentParams,
        body: claimVoidSchema,
        response: { 200: envelopeSchema(claimPaymentSchema), ...refusals },
      },
    },
    async (request) => {
      const { id, paymentId } = request.params;
      const payment = await files.voidPayment(id, paymentId, request.body.reason, await actorOf(request));
      return ok(payment, textFor(request, "claimFile.voided"));
    },
  );

  routes.post(
    "/api/claims/:id/events",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary:
          "Record proof of loss, the start of the investigation, the inspection or completed repairs on the day it happened: the clocks follow",
        params: claimParams,
        body: claimFileEventSchema,
        response: { 200: envelopeSchema(claimFileSchema), ...refusals },
      },
    },
    async (request) =>
      ok(
        await files.recordEvent(request.params.id, request.body, await actorOf(request)),
        textFor(request, "claimFile.recorded"),
      ),
  );

  const decisions = app.services.claimDecisions;

  routes.post(
    "/api/claims/:id/decision",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary:
          "Record the coverage decision: covered, partly covered (with the reason) or denied (with the reason and the policy provision); it meets the pay-or-deny clock",
        params: claimParams,
        body: claimDecisionSchema,
        response: { 200: envelopeSchema(claimFileSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const decision = await decisions.decide(request.params.id, request.body, actor);
      const said = message("claimFile.decided", { decision: { key: `claimFile.decisions.${decision}` } });
      return ok(await files.open(request.params.id, actor), textFor(request, said));
    },
  );

  routes.post(
    "/api/claims/:id/coverage-override",
    {
      config: { access: "claims.manage" },
      schema: {
        tags,
        summary:
          "Let a claim the coverage check finds not in force on its date of loss be paid, with the reason (claims managers; audited)",
        params: claimParams,
        body: coverageOverrideSchema,
        response: { 200: envelopeSchema(claimFileSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await decisions.overrideCoverage(request.params.id, request.body.reason, actor);
      return ok(await files.open(request.params.id, actor), textFor(request, "claimFile.coverageOverridden"));
    },
  );

  routes.post(
    "/api/claims/:id/close",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary: "Close a decided claim; the insured is told by e-mail",
        params: claimParams,
        response: { 200: envelopeSchema(claimFileSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const claimNumber = await decisions.close(request.params.id, actor);
      return ok(
        await files.open(request.params.id, actor),
        textFor(request, message("claimFile.closedNow", { claimNumber })),
      );
    },
  );

  routes.post(
    "/api/claims/:id/reopen",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary:
          "Open a closed claim again, as reopened (within 1 year of the date of loss) or supplemental (within 18 months), s. 627.70132; the decision clock starts again",
        params: claimParams,
        body: claimReopenSchema,
        response: { 200: envelopeSchema(claimFileSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const claimNumber = await decisions.reopen(request.params.id, request.body.kind, actor);
      return ok(
        await files.open(request.params.id, actor),
        textFor(request, message("claimFile.reopened", { claimNumber })),
      );
    },
  );

  routes.post(
    "/api/claims/:id/assignment",
    {
      config: { access: "claims.manage" },
      schema: {
        tags,
        summary:
          "Assign or reassign the claim to an adjuster (audited): the adjuster is e-mailed; a claim not yet assigned moves to assigned and the insured is told who their adjuster is and how to reach them",
        params: claimParams,
        body: claimAssignmentSchema,
        response: { 200: envelopeSchema(claimFileSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const name = await app.services.claimAssignments.assign(request.params.id, request.body.adjusterId, actor);
      const file = await files.open(request.params.id, actor);
      return ok(file, textFor(request, message("claimFile.assigned", { claimNumber: file.claimNumber, name })));
    },
  );
}
