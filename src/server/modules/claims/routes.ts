import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  claimReceiptSchema,
  claimSearchSchema,
  claimStatusChangeSchema,
  claimStatusEventSchema,
  claimSubmissionSchema,
  claimSummarySchema,
  type ClaimStatusEvent,
  type ClaimSummary,
} from "../../../shared/claim";
import { claimCodingSchema } from "../../../shared/claim-file";
import { pageSchema } from "../../../shared/page";
import { can } from "../../../shared/permissions";
import { actorOf } from "../../auth/data-scope";
import { forbidden } from "../../http-errors";
import { textFor } from "../../request-language";
import { message } from "../../../shared/messages/message";

const claimParams = z.object({ id: z.string().min(1).max(100) });
const claimFilingHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\w-]{8,100}$/)
    .optional(),
});

/**
 * Claims (SPEC §2 claim wizard): anyone may report a loss; staff search them
 * and move them along. The rules and the audited writes are the service's.
 */
export async function claimRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const claims = app.services.claims;

  routes.post(
    "/api/claims",
    {
      // A loss report goes ahead of staff reads for the next database connection (db/priority-gate.ts).
      config: { access: "public", urgent: true },
      schema: {
        tags: ["claims"],
        summary: "Report a loss (SPEC §3 claim shape); answers the claim number",
        description:
          "Send an Idempotency-Key (8 to 100 letters, digits, - or _, new for each claim) to file safely again after a 503 or no answer: the same key with the same claimant's e-mail answers the claim already filed with it, never a second one; with another e-mail it is refused 409.",
        headers: claimFilingHeaders,
        body: claimSubmissionSchema,
        response: { 201: envelopeSchema(claimReceiptSchema), 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // Claims are mostly reported by people who are not signed in: their actor is "anonymous".
      const key = request.headers["idempotency-key"] ?? null;
      const claim = await claims.file(request.body, await actorOf(request), key);
      request.log.info({ claimNumber: claim.claimNumber }, "claim received");
      return reply
        .code(201)
        .send(
          ok(
            { claimNumber: claim.claimNumber, submittedAt: claim.createdAt },
            textFor(request, message("claim.received", { claimNumber: claim.claimNumber })),
          ),
        );
    },
  );

  routes.get(
    "/api/claims",
    {
      config: { access: "claims.read" },
      schema: {
        tags: ["claims"],
        summary: "Search claims by claim number, policy number or name; newest first, paged",
        querystring: claimSearchSchema,
        response: { 200: envelopeSchema(pageSchema(claimSummarySchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await claims.search(request.query, await actorOf(request))),
  );

  routes.patch(
    "/api/claims/:id",
    {
      config: { access: "claims.write" },
      schema: {
        tags: ["claims"],
        summary:
          "Move a claim along: received, assigned, adjuster contact, closed, with an optional note for the insured; e-mails whoever reported it (audited). 409 when the claim already has that status",
        params: claimParams,
        description:
          "With {catastropheId} instead (a catastrophe's id, or null for none), codes the claim to a catastrophe by hand (audited).",
        body: z.union([claimStatusChangeSchema, claimCodingSchema]),
        response: {
          200: envelopeSchema(claimSummarySchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      if ("catastropheId" in request.body) {
        // Coding a claim to a storm decides its deductible: claims management's, not an adjuster's.
        if (!can(actor.role, "claims.manage")) throw forbidden("access.notAllowed");
        await app.services.catastrophes.code(request.params.id, request.body.catastropheId, actor);
        return ok<ClaimSummary>(await claims.find(request.params.id, actor), textFor(request, "claimFile.coded"));
      }
      const after = await claims.changeStatus(request.params.id, request.body, actor);
      return ok<ClaimSummary>(
        after,
        textFor(
          request,
          message("claim.moved", {
            claimNumber: after.claimNumber,
            status: { key: `words.claimStatus.${after.status}` },
          }),
        ),
      );
    },
  );

  routes.get(
    "/api/claims/:id/timeline",
    {
      config: { access: "claims.read" },
      schema: {
        tags: ["claims"],
        summary: "A claim's status timeline, oldest first (staff)",
        params: claimParams,
        response: {
          200: envelopeSchema(z.array(claimStatusEventSchema)),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok<ClaimStatusEvent[]>(await claims.timeline(request.params.id, await actorOf(request))),
  );
}
