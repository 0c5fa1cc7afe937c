import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok, type FieldError } from "../../../shared/api";
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
import { glProductService } from "./service";

const idParams = z.object({ id: z.string().min(1).max(100) });
const productQuery = z.object({ productId: z.string().min(1).max(100) });
const tags = ["gl-products"];
const product = envelopeSchema(glProductSchema);
const fieldCheck = envelopeSchema(glFieldCheckResultSchema);
const archived = envelopeSchema(z.null());
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

const saved = (found: GlProduct) => ok<GlProduct>(found, `GL product ${found.name} saved.`);
const created = (found: GlProduct) => ok<GlProduct>(found, `GL product ${found.name} created.`);
const checked = (problems: FieldError[]) => ({
  ...ok({ valid: problems.length === 0 }, problems.length === 0 ? "Looks good." : "Check this field."),
  errors: problems,
});

/**
 * GL products (SPEC §3, §7): the catalogue staff maintain and agents read.
 * Resource paths serve the /gl-products screen; the GL_* paths are SPEC §7's
 * names for the same actions. Deleting archives: the product stops listing.
 */
export async function glProductRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = glProductService(app);
  const read = { access: "glProducts.read" } as const;
  const write = { access: "glProducts.write" } as const;

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
    },
    async (request) => ok(await service.list(request.query)),
  );

  routes.get(
    "/api/gl-products/:id",
    {
      config: read,
      schema: { tags, summary: "One GL product", params: idParams, response: { 200: product, ...errors } },
    },
    async (request) => ok<GlProduct>(await service.open(request.params.id)),
  );

  routes.post(
    "/api/gl-products",
    {
      config: write,
      schema: {
        tags,
        summary: "Create a GL product (status draft unless given)",
        body: newGlProductSchema,
        response: { 201: product, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(created(await service.create(request, request.body))),
  );

  routes.put(
    "/api/gl-products/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Save the whole GL product: same rules as create, fields left out are cleared or defaulted",
        params: idParams,
        body: newGlProductSchema,
        response: { 200: product, ...errors },
      },
    },
    async (request) => saved(await service.replace(request, request.params.id, request.body)),
  );

  routes.patch(
    "/api/gl-products/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Edit a GL product: only the fields sent change",
        params: idParams,
        body: glProductChangeSchema,
        response: { 200: product, ...errors },
      },
    },
    async (request) => saved(await service.edit(request, request.params.id, request.body)),
  );

  routes.delete(
    "/api/gl-products/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Archive a GL product: it no longer lists or opens",
        params: idParams,
        response: { 200: archived, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const gone = await service.archive(request, request.params.id);
      return ok(null, `GL product ${gone.name} archived.`);
    },
  );

  routes.post(
    "/api/gl-products/validate",
    {
      config: write, // field exit belongs to editing, which only writers do
      schema: {
        tags,
        summary: "Check one field on field exit: data.valid, with errors when not valid",
        body: glFieldCheckSchema,
        response: { 200: fieldCheck, 400: errorEnvelopeSchema },
      },
    },
    async (request) => checked(await service.checkField(request.body)),
  );

  // SPEC §7's names for the same actions.

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

  routes.get(
    "/api/GL_OnOpen",
    {
      config: read,
      schema: {
        tags,
        summary: "Open one GL product",
        querystring: productQuery,
        response: { 200: product, ...errors },
      },
    },
    async (request) => ok<GlProduct>(await service.open(request.query.productId)),
  );

  routes.post(
    "/api/GL_OnNew",
    {
      config: write,
      schema: {
        tags,
        summary: "Create a GL product",
        body: newGlProductSchema,
        response: { 201: product, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(created(await service.create(request, request.body))),
  );

  routes.post(
    "/api/GL_OnSave",
    {
      config: write,
      schema: {
        tags,
        summary: "Save the whole GL product named by productId",
        querystring: productQuery,
        body: newGlProductSchema,
        response: { 200: product, ...errors },
      },
    },
    async (request) => saved(await service.replace(request, request.query.productId, request.body)),
  );

  routes.post(
    "/api/GL_OnEdit",
    {
      config: write,
      schema: {
        tags,
        summary: "Edit the GL product named by productId: only the fields sent change",
        querystring: productQuery,
        body: glProductChangeSchema,
        response: { 200: product, ...errors },
      },
    },
    async (request) => saved(await service.edit(request, request.query.productId, request.body)),
  );

  routes.post(
    "/api/GL_OnFieldExit",
    {
      config: write,
      schema: {
        tags,
        summary: "Check one GL product field (fieldName, fieldValue, productId)",
        body: glFieldCheckSchema,
        response: { 200: fieldCheck, 400: errorEnvelopeSchema },
      },
    },
    async (request) => checked(await service.checkField(request.body)),
  );
}
