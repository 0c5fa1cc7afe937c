import type { FastifyInstance } from "fastify";
import type { Server, Services } from "../composition-root";

declare module "fastify" {
  interface FastifyInstance {
    /** Every service, built once by the composition root: routes call `app.services.<area>.<verb>(...)`. */
    services: Services;
  }
}

/** Hands the composed server to every route, and stops what it runs on its own when the app closes. */
export function registerServices(app: FastifyInstance, server: Server): void {
  app.decorate("services", server.services);
  app.addHook("onClose", () => server.close());
}
