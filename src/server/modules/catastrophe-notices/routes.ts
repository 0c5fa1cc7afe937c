import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  currentNoticeMaxAgeSeconds,
  noticeInputSchema,
  noticeSchema,
  publicNoticeSchema,
} from "../../../shared/catastrophe-notice";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";

const idParams = z.object({ id: z.string().min(1).max(100) });
const tags = ["catastrophe-notices"];
const notice = envelopeSchema(noticeSchema);
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The catastrophe notice: staff publish a site-wide banner with a start and
 * end; every public page asks `current` at run time, so the banner comes and
 * goes without a rebuild (docs/decisions/0021). The rules are the service's.
 */
export async function catastropheNoticeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notices = app.services.catastropheNotices;
  const write = { access: "notices.write" } as const;

  routes.get(
    "/api/notices/current",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The notice showing now, or null: read by every public page, cached for a minute",
        response: { 200: envelopeSchema(publicNoticeSchema.nullable()) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${currentNoticeMaxAgeSeconds}`);
      return ok(await notices.current(new Date()));
    },
  );

  routes.get(
    "/api/notices",
    {
      config: write,
      schema: {
        tags,
        summary: "Every notice, latest start first: scheduled, showing and ended",
        response: { 200: envelopeSchema(z.array(noticeSchema)) },
      },
    },
    async () => ok(await notices.list()),
  );

  routes.post(
    "/api/notices",
    {
      config: write,
      schema: {
        tags,
        summary: "Publish a notice: English and Italian text, start, end and an optional link",
        body: noticeInputSchema,
        response: { 201: notice, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const created = await notices.publish(request.body, await actorOf(request));
      return reply.code(201).send(ok(created, textFor(request, "notice.published")));
    },
  );

  routes.put(
    "/api/notices/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Change a notice: texts, window and link, all sent again",
        params: idParams,
        body: noticeInputSchema,
        response: { 200: notice, ...errors },
      },
    },
    async (request) =>
      ok(
        await notices.replace(request.params.id, request.body, await actorOf(request)),
        textFor(request, "notice.saved"),
      ),
  );

  routes.post(
    "/api/notices/:id/end",
    {
      config: write,
      schema: {
        tags,
        summary: "End a showing notice now",
        params: idParams,
        response: { 200: notice, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await notices.end(request.params.id, await actorOf(request)), textFor(request, "notice.ended")),
  );

  routes.delete(
    "/api/notices/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a notice",
        params: idParams,
        response: { 200: envelopeSchema(z.null()), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await notices.remove(request.params.id, await actorOf(request));
      return ok(null, textFor(request, "notice.deleted"));
    },
  );
}
