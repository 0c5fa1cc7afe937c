import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  memberClaimSchema,
  memberDocumentSchema,
  memberPolicySchema,
  memberPreferencesChangeSchema,
  memberPreferencesSchema,
  type MemberPolicy,
} from "../../../shared/member";
import { callerOf } from "../../auth/data-scope";
import { notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import { attachmentHeader } from "../documents/attachment-header";
import { declarationsPdf } from "./declarations-pdf";
import { createMemberRepository, type MemberPolicyRecord } from "./repository";

const policyParams = z.object({ policyId: z.string().min(1).max(100) });
const documentParams = policyParams.extend({ documentId: z.string().min(1).max(100) });
const access = "memberPortal.open" as const;
const tags = ["member portal"];
const notFoundAnswer = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const policyNotFound = "The requested policy could not be found.";

const withoutAccount = ({ accountId: _accountId, ...policy }: MemberPolicyRecord): MemberPolicy => policy;

/**
 * The member's own account pages (issue 10). Every route finds the policy
 * through the member's e-mail first, so another insured's policy, document or
 * claim is "not found" whatever id is sent.
 */
export async function memberPortalRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = createMemberRepository(app.database.db);

  const ownPolicy = async (request: FastifyRequest, policyId: string) => {
    const identity = await callerOf(request);
    const policy = await repository.policyOf(identity.email, policyId);
    if (!policy) throw notFound(policyNotFound);
    return { identity, policy };
  };

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
    async (request) => {
      const identity = await callerOf(request);
      return ok((await repository.policiesOf(identity.email)).map(withoutAccount));
    },
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
    async (request) => ok(withoutAccount((await ownPolicy(request, request.params.policyId)).policy)),
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
    async (request) => {
      const { policy } = await ownPolicy(request, request.params.policyId);
      return ok(await repository.documentsOf(policy.id));
    },
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
      const { policy } = await ownPolicy(request, request.params.policyId);
      const document = await repository.documentOf(policy.id, request.params.documentId);
      const content = document?.storageKey ? await app.fileStorage.get(document.storageKey) : null;
      if (!document || !content) throw notFound("The requested document could not be found.");
      return reply
        .header("content-type", document.contentType ?? "application/octet-stream")
        .header("content-disposition", attachmentHeader(document.name))
        .header("cache-control", "private, no-store")
        .send(content);
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
      const { policy } = await ownPolicy(request, request.params.policyId);
      return reply
        .type("application/pdf")
        .header("content-disposition", attachmentHeader(`declarations-${policy.policyNumber}.pdf`))
        .header("cache-control", "private, no-store")
        .send(declarationsPdf(withoutAccount(policy), app.company, new Date()));
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
    async (request) => {
      const { policy } = await ownPolicy(request, request.params.policyId);
      return ok(await repository.claimsOf(policy.id));
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
    async (request) => {
      const { policy } = await ownPolicy(request, request.params.policyId);
      return ok(await repository.preferencesOf(policy.accountId));
    },
  );

  routes.put(
    "/api/member/policies/:policyId/preferences",
    {
      config: { access },
      schema: {
        tags,
        summary: "Record the insured's choice of e-mail or paper, with its date (audited)",
        params: policyParams,
        body: memberPreferencesChangeSchema,
        response: { 200: envelopeSchema(memberPreferencesSchema), ...notFoundAnswer },
      },
    },
    async (request) => {
      const { identity, policy } = await ownPolicy(request, request.params.policyId);
      const before = await repository.preferencesOf(policy.accountId);
      const after = await auditedWrite(app.database.db, {
        actor: identity.userId,
        action: "insured-account.communication-preference",
        entityType: "insured-account",
        requestId: request.id,
        before: { id: policy.accountId, ...before },
        apply: (tx) => repository.setPreference(policy.accountId, request.body.communication, tx),
        read: async (id, tx) => ({ id, ...(await repository.preferencesOf(id, tx)) }),
      });
      const { id: _id, ...preferences } = after!;
      return ok(preferences, "Your preference is saved.");
    },
  );
}
