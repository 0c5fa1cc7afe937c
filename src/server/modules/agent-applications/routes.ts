import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  agentApplicationReceiptSchema,
  agentApplicationSchema,
  applicationReference,
} from "../../../shared/agent-application";
import { agentApplications } from "../../db/schema";
import { applicationMails } from "./application-mails";
import { assertClientStillWaiting } from "../../request-context";

/**
 * SPEC §7 "send-agent-appointment": the application is stored (status
 * received, with the time the terms were agreed) together with its two
 * e-mails, so an acknowledged application always exists.
 */
export async function agentApplicationRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/functions/send-agent-appointment",
    {
      config: { access: "public" },
      schema: {
        tags: ["agents"],
        summary: "Apply for an agent appointment (SPEC §3 payload)",
        body: agentApplicationSchema,
        response: { 201: envelopeSchema(agentApplicationReceiptSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { agreeToTerms: _agreed, ...application } = request.body;
      const id = randomUUID();
      const reference = applicationReference(id);
      const receivedAt = new Date();
      await app.database.db.transaction(async (tx) => {
        await tx
          .insert(agentApplications)
          .values({ id, ...application, termsAgreedAt: receivedAt, createdAt: receivedAt });
        for (const mail of applicationMails(reference, request.body, app.company)) await app.mail.queue(mail, tx);
        assertClientStillWaiting();
      });
      app.mail.nudge();
      return reply
        .code(201)
        .send(
          ok(
            { reference, receivedAt: receivedAt.toISOString() },
            "Application Submitted Successfully! We'll review your application and contact you within 2 business days.",
          ),
        );
    },
  );
}
