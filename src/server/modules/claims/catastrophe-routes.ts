import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { catastropheRequestSchema, catastropheSchema } from "../../../shared/claim-file";
import { message } from "../../../shared/messages/message";
import { actorOf } from "../../auth/data-scope";
import { languageOf, textFor } from "../../request-language";
import { sendReportFile } from "../../reporting/report-file";
import { todayInFlorida } from "../../../shared/calendar-date";
import { catastropheReportQuerySchema, catastropheReportSchema } from "../../../shared/catastrophe-report";
import { catastropheReportTable } from "./catastrophe-report";

/** Catastrophes (decision 0047): the claims team records a storm; its window codes the storm claims in it. */
export async function catastropheRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const catastrophes = app.services.catastrophes;
  const tags = ["claim file"];

  routes.get(
    "/api/catastrophes",
    {
      config: { access: "claims.read" },
      schema: {
        tags,
        summary: "Every catastrophe, newest first, with its loss window, its claims and what was paid on them",
        response: { 200: envelopeSchema(z.array(catastropheSchema)) },
      },
    },
    async () => ok(await catastrophes.list()),
  );

  routes.get(
    "/api/catastrophes/report",
    {
      config: { access: "claims.manage" },
      schema: {
        tags,
        summary:
          "Claims by catastrophe and by the county of the loss: counts (all, open) and money in cents (loss and expense paid, outstanding, incurred = paid + outstanding), the claims coded to no catastrophe last",
        description:
          "With format=csv or format=pdf the answer is that file, as an attachment, in the caller's language.",
        querystring: catastropheReportQuerySchema,
        response: { 200: envelopeSchema(catastropheReportSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const report = await catastrophes.report();
      const { format } = request.query;
      if (format === "json") return ok(report);
      const table = catastropheReportTable(report, languageOf(request));
      return sendReportFile(request, reply, table, { name: `claims-by-catastrophe-${todayInFlorida()}`, format });
    },
  );

  routes.post(
    "/api/catastrophes",
    {
      config: { access: "claims.manage" },
      schema: {
        tags,
        summary:
          "Record a catastrophe: its peril, the watch-and-warning window (first watch or warning in Florida to when the last ended; losses count until 72 hours after, s. 627.4025) and whether a state of emergency was declared. Wind and storm claims with a date of loss in the window are coded to it",
        body: catastropheRequestSchema,
        response: { 201: envelopeSchema(catastropheSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const created = await catastrophes.create(request.body, await actorOf(request));
      const said = message("claimFile.catastropheRecorded", { name: created.name, count: created.claimCount });
      return reply.code(201).send(ok(created, textFor(request, said)));
    },
  );
}
