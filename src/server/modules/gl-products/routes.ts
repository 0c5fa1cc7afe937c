import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  glFieldCheckResultSchema,
  glFieldCheckSchema,
  glFormOptions,
  glFormOptionsSchema,
  glProductChangeSchema,
  glProductListSchema,
  glProductSchema,
  newGlProductSchema,
  type GlProduct,
} from "../../../shared/gl-product";
import { pageSchema } from "../../../shared/page";
import { actorOf } from "../../auth/data-scope";
import { idParams, inPath, inQuery, serveAtBothPaths } from "./both-paths";
import { refusedAs } from "./refused-as";
import { languageOf, textFor } from "../../request-language";
import { message } from "../../../shared/messages/message";

const tags = ["gl-products"];
const product = envelopeSchema(glProductSchema);
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const read = { access: "glProducts.read" } as const;
const write = { access: "glProducts.write" } as const;
const saved = (request: FastifyRequest, found: GlProduct) =>
  ok<GlProduct>(found, textFor(request, message("glProduct.saved", { name: found.name })));

/**
 * GL products (SPEC §3, §7): the catalogue staff maintain and agents read.
 * Each action is defined once and served at two paths: the resource path the
 * /gl-products screen uses and SPEC §7's GL_* name for it. A call refused
 * for its input says SPEC §8's message for it, with each field's own in
 * `errors`. Deleting archives: the product stops listing. The rules are the
 * service's.
 */
export async function glProductRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const products = app.services.glProducts;

  routes.get(
    "/api/gl-products",
    {
      config: read,
      schema: {
        tags,
        summary: "List GL products: search name and description, filter by type and status, sort, page with totals",
        querystring: glProductListSchema,
        response: { 200: envelopeSchema(pageSchema(glProductSchema)), 400: errorEnvelopeSchema },
      },
      errorHandler: refusedAs("glProduct.failed.list"),
    },
    async (request) => ok(await products.list(request.query)),
  );

  routes.get(
    "/api/GL_FormSelector",
    {
      config: read,
      schema: {
        tags,
        summary: "The GL product form's option lists: types, statuses, page sizes, sort fields, coverage and forms",
        response: { 200: envelopeSchema(glFormOptionsSchema) },
      },
    },
    async () => ok(glFormOptions),
  );

  serveAtBothPaths(
    app,
    tags,
    {
      ...read,
      failure: "glProduct.failed.open",
      response: { 200: product, ...errors },
      answer: async ({ id }) => ok<GlProduct>(await products.findOrNotFound(id)),
    },
    [
      { method: "GET", url: "/api/gl-products/:id", id: inPath, summary: "One GL product" },
      { method: "GET", url: "/api/GL_OnOpen", id: inQuery, summary: "Open one GL product" },
    ],
  );

  serveAtBothPaths(
    app,
    tags,
    {
      ...write,
      failure: "glProduct.failed.create",
      body: newGlProductSchema,
      response: { 201: product, 400: errorEnvelopeSchema },
      async answer({ body, actor }, reply) {
        const created = await products.create(body, actor);
        return reply
          .code(201)
          .send(ok<GlProduct>(created, textFor(reply.request, message("glProduct.created", { name: created.name }))));
      },
    },
    [
      { method: "POST", url: "/api/gl-products", summary: "Create a GL product (status draft unless given)" },
      { method: "POST", url: "/api/GL_OnNew", summary: "Create a GL product" },
    ],
  );

  serveAtBothPaths(
    app,
    tags,
    {
      ...write,
      failure: "glProduct.failed.update",
      body: newGlProductSchema,
      response: { 200: product, ...errors },
      answer: async ({ id, body, actor }, reply) => saved(reply.request, await products.replace(id, body, actor)),
    },
    [
      {
        method: "PUT",
        url: "/api/gl-products/:id",
        id: inPath,
        summary: "Save the whole GL product: same rules as create, fields left out are cleared or defaulted",
      },
      { method: "POST", url: "/api/GL_OnSave", id: inQuery, summary: "Save the whole GL product named by productId" },
    ],
  );

  serveAtBothPaths(
    app,
    tags,
    {
      ...write,
      failure: "glProduct.failed.edit",
      body: glProductChangeSchema,
      response: { 200: product, ...errors },
      answer: async ({ id, body, actor }, reply) => saved(reply.request, await products.edit(id, body, actor)),
    },
    [
      {
        method: "PATCH",
        url: "/api/gl-products/:id",
        id: inPath,
        summary: "Edit a GL product: only the fields sent change",
      },
      {
        method: "POST",
        url: "/api/GL_OnEdit",
        id: inQuery,
        summary: "Edit the GL product named by productId: only the fields sent change",
      },
    ],
  );

  serveAtBothPaths(
    app,
    tags,
    {
      ...write, // field exit belongs to editing, which only writers do
      failure: "glProduct.failed.checkField",
      body: glFieldCheckSchema,
      response: { 200: envelopeSchema(glFieldCheckResultSchema), 400: errorEnvelopeSchema },
      async answer({ body }, reply) {
        const problems = await products.checkField(body, languageOf(reply.request));
        const message = problems[0]?.message ?? null;
        const said = message ?? textFor(reply.request, "glProduct.looksGood");
        return { ...ok({ valid: message === null, message }, said), errors: problems };
      },
    },
    [
      {
        method: "POST",
        url: "/api/gl-products/validate",
        summary: "Check one field on field exit: data.valid, and when not valid the message to show and every error",
      },
      {
        method: "POST",
        url: "/api/GL_OnFieldExit",
        summary: "Check one GL product field (fieldName, fieldValue, productId)",
      },
    ],
  );

  routes.delete(
    "/api/gl-products/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Archive a GL product: it no longer lists or opens",
        params: idParams,
        response: { 200: envelopeSchema(z.null()), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const gone = await products.archive(request.params.id, await actorOf(request));
      return ok(null, textFor(request, message("glProduct.archived", { name: gone.name })));
    },
  );
}
