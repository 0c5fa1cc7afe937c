import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import { z } from "zod";
import type { Message } from "../../../shared/messages/message";
import type { AccessRule } from "../../../shared/permissions";
import type { Actor } from "../../auth/actor";
import { actorOf } from "../../auth/data-scope";
import { refusedAs } from "./refused-as";

const productId = z.string().min(1).max(100);
export const idParams = z.object({ id: productId });

/** What a GL product route reads: its body, and the product's id from its path or its query. */
interface ProductRoute<Body> {
  Body: Body;
  Params: { id: string };
  Querystring: { productId: string };
}

/** Where the product's id is: the resource path's `:id`, or `?productId` on SPEC §7's GL_* paths. */
interface IdSource {
  schema: FastifySchema;
  idOf(request: FastifyRequest<ProductRoute<unknown>>): string;
}
export const inPath: IdSource = { schema: { params: idParams }, idOf: (request) => request.params.id };
export const inQuery: IdSource = {
  schema: { querystring: z.object({ productId }) },
  idOf: (request) => request.query.productId,
};

/** One of an action's two paths. */
interface Address {
  method: "GET" | "POST" | "PUT" | "PATCH";
  url: string;
  summary: string;
  /** Absent when no stored product is named (creating one, checking a field). */
  id?: IdSource;
}

/** An action as both its paths share it: who may call it, its body and answers, and what it does. */
export interface Action<Body> {
  access: AccessRule;
  /** SPEC §8's message for this call (`glProduct.failed.*`), given when its input is refused. */
  failure: Message;
  body?: z.ZodType<Body>;
  response: FastifySchema["response"];
  /** `id` is the product's, or empty on paths that name none. */
  answer(
    input: { id: string; body: FastifyRequest<ProductRoute<Body>>["body"]; actor: Actor },
    reply: FastifyReply,
  ): Promise<unknown>;
}

/**
 * Registers one GL product action at each of its paths: the resource path the
 * /gl-products screen uses and SPEC §7's GL_* name for it. Both share the
 * action's access rule, failure message, body, answers and handler; each has
 * its own summary.
 */
export function serveAtBothPaths<Body>(
  app: FastifyInstance,
  tags: string[],
  { access, failure, body, response, answer }: Action<Body>,
  addresses: Address[],
): void {
  for (const { method, url, summary, id } of addresses) {
    app.route<ProductRoute<Body>>({
      method,
      url,
      config: { access },
      schema: { tags, summary, ...id?.schema, ...(body ? { body } : {}), response },
      errorHandler: refusedAs(failure),
      handler: async (request, reply) =>
        answer({ id: id?.idOf(request) ?? "", body: request.body, actor: await actorOf(request) }, reply),
    });
  }
}
