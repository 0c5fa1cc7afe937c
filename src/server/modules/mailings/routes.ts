import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { mailingDayQuerySchema, mailingDaySchema, mailingSchema, markMailedSchema } from "../../../shared/mailing";
import { actorOf } from "../../auth/data-scope";
import { attachmentHeader } from "../../reporting/attachment-header";

const tags = ["mailings"];
const pdfAnswer = { 200: z.unknown().describe("application/pdf"), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The day's mailing batch of notices on paper (decision 0049); `/api/notices` stays the storm notices. */
export async function mailingRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const mailings = app.services.mailings;

  routes.get(
    "/api/mailings",
    {
      config: { access: "mailings.manage" },
      schema: {
        tags,
        summary:
          "The day's mailing batch: every notice letter written that day (cancellation, non-renewal, renewal premium; the insured's and each interest's copy), with its delivery: mailed, e-mailed, bounced",
        querystring: mailingDayQuerySchema,
        response: { 200: envelopeSchema(mailingDaySchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await mailings.day(request.query.on)),
  );

  const pdf = (path: string, summary: string, file: (on: string) => string, make: typeof mailings.batch) =>
    routes.get(
      path,
      {
        config: { access: "mailings.manage" },
        schema: { tags, summary, querystring: mailingDayQuerySchema, response: pdfAnswer },
      },
      async (request, reply) => {
        const content = await make(request.query.on, (await actorOf(request)).language);
        return reply
          .type("application/pdf")
          .header("content-disposition", attachmentHeader(file(request.query.on)))
          .header("cache-control", "private, no-store")
          .send(content);
      },
    );
  pdf(
    "/api/mailings/batch.pdf",
    "The day's batch ready to print: each letter after its address page (placed for a window envelope)",
    (on) => `mailing-batch-${on}.pdf`,
    mailings.batch,
  );
  pdf(
    "/api/mailings/certificate.pdf",
    "The day's certificate of mailing: every letter numbered with its addressee, policy and notice, for the post office to stamp",
    (on) => `certificate-of-mailing-${on}.pdf`,
    mailings.certificate,
  );

  routes.post(
    "/api/mailings/mailed",
    {
      config: { access: "mailings.manage" },
      schema: {
        tags,
        summary:
          "Record the day's batch as handed to the post office (only on its own day: the notices count their periods from it); audited",
        body: markMailedSchema,
        response: {
          200: envelopeSchema(mailingDaySchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await mailings.markMailed(request.body.on, await actorOf(request))),
  );

  routes.get(
    "/api/policies/:id/mailings",
    {
      config: { access: "policies.read" },
      schema: {
        tags,
        summary: "The policy's notice letters, newest batch first, each with its delivery",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: envelopeSchema(z.array(mailingSchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await mailings.forPolicy(request.params.id, await actorOf(request))),
  );
}
