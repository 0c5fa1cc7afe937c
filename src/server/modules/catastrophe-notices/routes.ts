import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  currentNoticeMaxAgeSeconds,
  noticeInputSchema,
  noticeNotActiveMessage,
  noticeNotFoundMessage,
  noticeSchema,
  publicNoticeSchema,
  type Notice,
} from "../../../shared/catastrophe-notice";
import { callerOf } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import { createNoticeRepository } from "./repository";

const idParams = z.object({ id: z.string().min(1).max(100) });
const tags = ["catastrophe-notices"];
const notice = envelopeSchema(noticeSchema);
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Issue 10's catastrophe notice: staff publish a site-wide banner with a
 * start and end; every public page asks `current` at run time, so the
 * banner comes and goes without a rebuild (docs/decisions/0021).
 */
export async function catastropheNoticeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const repository = createNoticeRepository(db);
  const write = { access: "notices.write" } as const;

  async function open(id: string): Promise<Notice> {
    const found = await repository.find(id);
    if (!found) throw notFound(noticeNotFoundMessage);
    return found;
  }

  async function audited(
    request: FastifyRequest,
    action: string,
    before: Notice | null,
    apply: (tx: Db, actor: string) => Promise<string | null>,
  ): Promise<Notice | null> {
    const { userId } = await callerOf(request);
    return auditedWrite(db, {
      actor: userId,
      action,
      entityType: "catastropheNotice",
      requestId: request.id,
      before,
      apply: (tx) => apply(tx, userId),
      read: (id, tx) => repository.find(id, tx),
    });
  }

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
      return ok(await repository.current(new Date()));
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
    async () => ok(await repository.list()),
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
      const created = await audited(request, "catastropheNotice.create", null, (tx, actor) =>
        repository.create(request.body, actor, tx),
      );
      return reply.code(201).send(ok(created!, "Notice published."));
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
    async (request) => {
      const before = await open(request.params.id);
      const after = await audited(request, "catastropheNotice.update", before, (tx) =>
        repository.replace(before.id, request.body, tx),
      );
      if (!after) throw notFound(noticeNotFoundMessage);
      return ok(after, "Notice saved.");
    },
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
    async (request) => {
      const before = await open(request.params.id);
      const after = await audited(request, "catastropheNotice.end", before, (tx) =>
        repository.end(before.id, new Date(), tx),
      );
      if (!after) throw conflict(noticeNotActiveMessage);
      return ok(after, "Notice ended.");
    },
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
      const before = await open(request.params.id);
      const gone = await audited(request, "catastropheNotice.delete", before, (tx) => repository.remove(before.id, tx));
      if (!gone) throw notFound(noticeNotFoundMessage);
      return ok(null, "Notice deleted.");
    },
  );
}
