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
import { pageSchema } from "../../../shared/policy";
import { callerOf } from "../../auth/data-scope";
import { notFound } from "../../http-errors";
import { changeClaimStatus } from "./change-claim-status";
import { readTimeline } from "./claim-timeline";
import { fileClaim } from "./file-claim";
import { createClaimRepository } from "./repository";

const claimParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Claims (SPEC §2 claim wizard, issue 6): anyone may report a loss; the claim,
 * its two e-mails and its audit row are stored in one transaction, so an
 * acknowledged number always exists. Staff list and search them, and move them along; each
 * move is a step on the claim's timeline and an e-mail to whoever reported it.
 */
export async function claimRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const repository = createClaimRepository(db);

  routes.post(
    "/api/claims",
    {
      config: { access: "public" },
      schema: {
        tags: ["claims"],
        summary: "Report a loss (SPEC §3 claim shape); answers the claim number",
        body: claimSubmissionSchema,
        response: { 201: envelopeSchema(claimReceiptSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const reporter = await request.identity();
      const claim = await fileClaim({ db, repository, mail: app.mail, company: app.company }, request.body, {
        // Claims are mostly reported by people who are not signed in.
        actor: reporter?.userId ?? "anonymous",
        requestId: request.id,
      });
      app.mail.nudge();
      request.log.info({ claimNumber: claim.claimNumber }, "claim received");
      return reply
        .code(201)
        .send(
          ok({ claimNumber: claim.claimNumber, submittedAt: claim.createdAt }, `Claim ${claim.claimNumber} received.`),
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
    async (request) => ok(await repository.search(request.query)),
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
        body: claimStatusChangeSchema,
        response: {
          200: envelopeSchema(claimSummarySchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const identity = await callerOf(request);
      const after = await changeClaimStatus(
        { db, repository, mail: app.mail, company: app.company },
        request.params.id,
        request.body,
        { actor: identity.userId, requestId: request.id },
      );
      app.mail.nudge();
      return ok<ClaimSummary>(after, `Claim ${after.claimNumber} is now ${after.status}.`);
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
    async (request) => {
      const claim = await repository.find(request.params.id);
      if (!claim) throw notFound("The requested claim could not be found.");
      return ok<ClaimStatusEvent[]>(await readTimeline(db, claim.id));
    },
  );
}
