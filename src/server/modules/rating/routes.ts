import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { message } from "../../../shared/messages/message";
import {
  ho3RatingRequestSchema,
  ho3RatingSchema,
  rateTableSchema,
  rateVersionSchema,
  windCreditRequestSchema,
  windCreditSchema,
} from "../../../shared/rating";
import { actorOf } from "../../auth/data-scope";
import { languageOf, textFor } from "../../request-language";

const refusals = { 400: errorEnvelopeSchema, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** Homeowners rating (decision 0031): price a home, the public credit calculator, the rate versions. */
export async function ratingRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rating = app.services.rating;

  routes.post(
    "/api/rating/ho3",
    {
      config: { access: "policies.read" },
      schema: {
        tags: ["rating"],
        summary:
          "Price an H03 home from the rate version in force for new business on effectiveDate (today in Florida when left out): the three parts in cents, the wind mitigation credit and the worksheet; stores nothing",
        body: ho3RatingRequestSchema,
        response: { 200: envelopeSchema(ho3RatingSchema), ...refusals },
      },
    },
    async (request) => ok(await rating.quote(request.body, languageOf(request))),
  );

  routes.post(
    "/api/rating/wind-mitigation",
    {
      config: { access: "public" },
      schema: {
        tags: ["rating"],
        summary:
          "The wind mitigation credit today's rate table gives a home's seven OIR-B1-1802 answers, and what each improvement would add (the Wind Mitigation page's calculator; no personal data)",
        body: windCreditRequestSchema,
        response: { 200: envelopeSchema(windCreditSchema), ...refusals },
      },
    },
    async (request) => ok(await rating.windCredit(request.body)),
  );

  routes.get(
    "/api/rating/versions",
    {
      config: { access: "policies.read" },
      schema: {
        tags: ["rating"],
        summary: "The H03 rate versions loaded, newest first, with the days they start for new business and renewals",
        response: { 200: envelopeSchema(z.array(rateVersionSchema)) },
      },
    },
    async () => ok(await rating.versions()),
  );

  routes.post(
    "/api/rating/versions",
    {
      config: { access: "rating.load" },
      schema: {
        tags: ["rating"],
        summary:
          "Load a new H03 rate version (the whole table): checked, audited, and never changed afterwards; it rates new business and renewals from its days on",
        body: rateTableSchema,
        response: { 201: envelopeSchema(rateVersionSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const loaded = await rating.load(request.body, await actorOf(request));
      return reply
        .code(201)
        .send(ok(loaded, textFor(request, message("rating.versionLoaded", { version: loaded.version }))));
    },
  );
}
