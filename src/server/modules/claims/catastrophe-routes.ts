import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { catastropheRequestSchema, catastropheSchema } from "../../../shared/claim-file";
import { message } from "../../../shared/messages/message";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";

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
