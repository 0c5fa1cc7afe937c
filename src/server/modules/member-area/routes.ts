import { memberPaymentStartSchema, policyBillingSchema, renewalPlanSchema } from "../../../shared/billing";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok, tooManyAttemptsEnvelopeSchema } from "../../../shared/api";
import {
  memberClaimSchema,
  memberDocumentSchema,
  memberPolicySchema,
  memberPreferencesChangeSchema,
  memberPreferencesSchema,
} from "../../../shared/member";
import { policyTransactionSchema } from "../../../shared/policy-transaction";
import { paymentStartAnswerSchema } from "../../../shared/payment";
import { ho3RatingSchema } from "../../../shared/rating";
import { actorOf, callerOf } from "../../auth/data-scope";
import { attachmentHeader } from "../../reporting/attachment-header";
import { type Member } from "./service";
import { textFor } from "../../request-language";
import { receiveUpload } from "../../uploads/receive-upload";
import { message } from "../../../shared/messages/message";

const policyParams = z.object({ policyId: z.string().min(1).max(100) });
const documentParams = policyParams.extend({ documentId: z.string().min(1).max(100) });
const paymentParams = policyParams.extend({ paymentId: z.string().min(1).max(100) });
const access = "memberArea.open" as const;
const tags = ["member area"];
const notFoundAnswer = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The signed-in member as the service takes them: the actor, with the e-mail their policies are found by. */
async function memberOf(request: FastifyRequest): Promise<Member> {
  return { ...(await actorOf(request)), email: (await callerOf(request)).email };
}

/** The member's own account pages; the service finds every policy through the member's e-mail. */
export async function memberAreaRoutes(app: FastifyInstance, { maxBytes }: { maxBytes: number }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const members = app.services.members;
  // Each start records a payment: as many a policy may start in an hour as on the public form.
  const paymentStarts = app.attemptLimits.define("member-payment-start", { points: 20, durationSeconds: 60 * 60 });

  routes.get(
    "/api/member/policies",
    {
      config: { access },
      schema: {
        tags,
        summary: "The signed-in member's policies",
        response: { 200: envelopeSchema(z.array(memberPolicySchema)) },
      },
    },
    async (request) => ok(await members.policies(await memberOf(request))),
  );

  routes.get(
    "/api/member/policies/:policyId",
    {
      config: { access },
      schema: {
        tags,
        summary: "One of the member's policies",
        params: policyParams,
        response: { 200: envelopeSchema(memberPolicySchema), ...notFoundAnswer },
      },
    },
    async (request) => ok(await members.policy(request.params.policyId, await memberOf(request))),
  );

  routes.get(
    "/api/member/policies/:policyId/documents",
    {
      config: { access },
      schema: {
        tags,
        summary: "The policy's documents staff shared with the insured",
        params: policyParams,
        response: { 200: envelopeSchema(z.array(memberDocumentSchema)), ...notFoundAnswer },
      },
    },
    async (request) => ok(await members.documents(request.params.policyId, await memberOf(request))),
  );

  routes.get(
    "/api/member/policies/:policyId/documents/:documentId/file",
    {
      config: { access },
      schema: {
        tags,
        summary: "A shared document's file, as an attachment",
        params: documentParams,
        response: { 200: z.unknown().describe("The file's bytes"), ...notFoundAnswer },
      },
    },
    async (request, reply) => {
      const { policyId, documentId } = request.params;
      const document = await members.documentFile(policyId, documentId, await memberOf(request));
      return reply
        .header("content-type", document.contentType ?? "application/octet-stream")
        .header("content-disposition", attachmentHeader(document.name))
        .header("cache-control", "private, no-store")
        .send(document.content);
    },
  );

  routes.get(
    "/api/member/policies/:policyId/declarations",
    {
      config: { access },
      schema: {
        tags,
        summary: "The policy's declarations page, generated now, as a PDF attachment",
        params: policyParams,
        response: { 200: z.unknown().describe("application/pdf"), ...notFoundAnswer },
      },
    },
    async (request, reply) => {
      const { policyNumber, pdf } = await members.declarations(request.params.policyId, await memberOf(request));
      return reply
        .type("application/pdf")
        .header("content-disposition", attachmentHeader(`declarations-${policyNumber}.pdf`))
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  routes.get(
    "/api/member/policies/:policyId/claims",
    {
      config: { access },
      schema: {
        tags,
        summary: "Every claim on the policy, newest first, each with its status timeline",
        params: policyParams,
        response: { 200: envelopeSchema(z.array(memberClaimSchema)), ...notFoundAnswer },
      },
    },
    async (request) => ok(await members.claims(request.params.policyId, await memberOf(request))),
  );

  routes.post(
    "/api/member/policies/:policyId/claims/:claimId/files",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Add a photo or document (an estimate, a receipt) to an open claim (multipart: file): it becomes a document of the policy for the adjuster to review",
        consumes: ["multipart/form-data"],
        params: policyParams.extend({ claimId: z.string().min(1).max(100) }),
        response: {
          201: envelopeSchema(z.object({ documentId: z.string(), name: z.string() })),
          ...notFoundAnswer,
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      // Whose claim it is, before the upload is read: another's is not found whatever is sent.
      const claim = await members.claimTakingFiles(request.params.policyId, request.params.claimId, member);
      const { file } = await receiveUpload(request, maxBytes);
      const added = await members.addClaimFile(claim, file, member);
      return reply.code(201).send(ok(added, textFor(request, message("upload.uploaded", { name: added.name }))));
    },
  );

  routes.get(
    "/api/member/policies/:policyId/transactions",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The policy's issued transactions (new business, changes, renewal, non-renewal, cancellation, reinstatement), newest first, each explained in the member's language with its document",
        params: policyParams,
        response: { 200: envelopeSchema(z.array(policyTransactionSchema)), ...notFoundAnswer },
      },
    },
    async (request) => ok(await members.transactions(request.params.policyId, await memberOf(request))),
  );

  routes.get(
    "/api/member/policies/:policyId/rating",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Why the premium is what it is: a rated home's current price, its three parts and its worksheet line by line, in the member's language (404 when an underwriter prices the policy)",
        params: policyParams,
        response: { 200: envelopeSchema(ho3RatingSchema), ...notFoundAnswer },
      },
    },
    async (request) => ok(await members.rating(request.params.policyId, await memberOf(request))),
  );

  routes.get(
    "/api/member/policies/:policyId/billing",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Billing: the plan, the schedule of invoices with their status, what to pay next and in full, payments and refunds",
        params: policyParams,
        response: { 200: envelopeSchema(policyBillingSchema), ...notFoundAnswer },
      },
    },
    async (request) => ok(await members.billing(request.params.policyId, await memberOf(request))),
  );

  routes.put(
    "/api/member/policies/:policyId/renewal-plan",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Choose the payment plan of the next term (full, twoPay, fourPay, monthly); a renewal already issued is billed again on it while nothing is paid on it (audited)",
        params: policyParams,
        body: renewalPlanSchema,
        response: { 200: envelopeSchema(policyBillingSchema), 409: errorEnvelopeSchema, ...notFoundAnswer },
      },
    },
    async (request) => {
      const billing = await members.chooseRenewalPlan(
        request.params.policyId,
        request.body.plan,
        await memberOf(request),
      );
      return ok(billing, textFor(request, "billing.renewalPlanSaved"));
    },
  );

  routes.post(
    "/api/member/policies/:policyId/payments",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Start paying the next installment (the oldest open one) or everything open (portion next or full): answers the payment portal to go to, like POST /api/payments",
        params: policyParams,
        body: memberPaymentStartSchema,
        response: {
          201: envelopeSchema(paymentStartAnswerSchema),
          422: errorEnvelopeSchema,
          429: tooManyAttemptsEnvelopeSchema,
          503: errorEnvelopeSchema,
          ...notFoundAnswer,
        },
      },
    },
    async (request, reply) => {
      const { policyId } = request.params;
      await paymentStarts.consume(policyId);
      const started = await members.startPayment(policyId, request.body.portion, await memberOf(request));
      request.log.info({ payment: started.reference, portion: request.body.portion }, "member payment started");
      return reply.code(201).send(ok(started, textFor(request, "payment.redirecting")));
    },
  );

  routes.get(
    "/api/member/policies/:policyId/payments/:paymentId/receipt",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "A completed payment's receipt, generated now in the member's language, as a PDF attachment (404 for any other payment)",
        params: paymentParams,
        response: { 200: z.unknown().describe("application/pdf"), ...notFoundAnswer },
      },
    },
    async (request, reply) => {
      const { policyId, paymentId } = request.params;
      const { reference, pdf } = await members.receipt(policyId, paymentId, await memberOf(request));
      return reply
        .type("application/pdf")
        .header("content-disposition", attachmentHeader(`receipt-${reference}.pdf`))
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  routes.get(
    "/api/member/policies/:policyId/preferences",
    {
      config: { access },
      schema: {
        tags,
        summary: "The insured's electronic-communication preference",
        params: policyParams,
        response: { 200: envelopeSchema(memberPreferencesSchema), ...notFoundAnswer },
      },
    },
    async (request) => ok(await members.preferences(request.params.policyId, await memberOf(request))),
  );

  routes.put(
    "/api/member/policies/:policyId/preferences",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Record the insured's choice of e-mail or paper, with its date, and the language of our e-mails (audited)",
        params: policyParams,
        body: memberPreferencesChangeSchema,
        response: { 200: envelopeSchema(memberPreferencesSchema), ...notFoundAnswer },
      },
    },
    async (request) => {
      const { policyId } = request.params;
      const preferences = await members.choose(policyId, request.body, await memberOf(request));
      return ok(preferences, textFor(request, "member.preferenceSaved"));
    },
  );
}
