import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Keeps the exact bytes of each JSON request body sent to the routes of
 * `app`, which must be an encapsulated plugin (registered with
 * `app.register`, not fastify-plugin): there only is the JSON parser
 * replaced, every other route parses as before. For a signature over the
 * body as it was sent, never over a re-serialisation of what it parsed to.
 * Parsing itself stays Fastify's (prototype poisoning refused, the same
 * errors for an empty or broken body).
 */
export function keepRawJsonBodies(app: FastifyInstance): (request: FastifyRequest) => Buffer | undefined {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    rawBodies.set(request, bytes);
    parseJson(request, bytes.toString("utf8"), done);
  });
  return (request) => rawBodies.get(request);
}
