import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { pageSchema } from "../../../shared/page";
import {
  newPortalSchema,
  portalChangeSchema,
  portalFilterSchema,
  portalParams,
  portalSchema,
  type Portal,
} from "../../../shared/portal";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";
import { message } from "../../../shared/messages/message";

// The documents routes answer a portal they cannot find the same way.

/**
 * Portals (SPEC §2 dashboard and portal detail, §7 paths): the dashboard's
 * list, one portal, and creating and editing them; the rules and the audited
 * writes are the service's.
 */
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const portals = app.services.portals;

  routes.post(
    "/api/home/portals",
    {
      config: { access: "portals.read" },
      schema: {
        tags: ["portals"],
        summary: "The dashboard's portal list: filter body (empty for all), answers items with paging totals",
        body: portalFilterSchema.nullish(),
        response: { 200: envelopeSchema(pageSchema(portalSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const filter = portalFilterSchema.parse(request.body ?? {});
      return ok(await portals.list(filter, await actorOf(request)));
    },
  );

  routes.get(
    "/api/portal/:id",
    {
      config: { access: "portals.read" },
      schema: {
        tags: ["portals"],
        summary: "One portal, by portalIdentity (PRT-000001) or diHeaderGUID",
        params: portalParams,
        response: { 200: envelopeSchema(portalSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok<Portal>(await portals.find(request.params.id, await actorOf(request))),
  );

  routes.post(
    "/api/portals",
    {
      config: { access: "portals.write" },
      schema: {
        tags: ["portals"],
        summary: "Create a portal; fields not sent take the linked policy's values, then the new-portal defaults",
        body: newPortalSchema,
        response: { 201: envelopeSchema(portalSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const portal = await portals.create(request.body, await actorOf(request));
      return reply
        .code(201)
        .send(ok<Portal>(portal, textFor(request, message("portal.created", { portal: portal.portalIdentity }))));
    },
  );

  routes.patch(
    "/api/portal/:id",
    {
      config: { access: "portals.write" },
      schema: {
        tags: ["portals"],
        summary: "Change a portal's details",
        params: portalParams,
        body: portalChangeSchema,
        response: { 200: envelopeSchema(portalSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const portal = await portals.update(request.params.id, request.body, await actorOf(request));
      return ok<Portal>(portal, textFor(request, message("portal.saved", { portal: portal.portalIdentity })));
    },
  );
}
