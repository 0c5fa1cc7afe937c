import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { failure } from "../shared/api";
import type { Company } from "../shared/company";
import { loadCompany } from "./company-file";
import { openDatabase, type Database } from "./db/client";
import type { AppConfig } from "./env";
import { healthRoutes } from "./modules/health/routes";
import { seoRoutes } from "./modules/seo/routes";
import { registerDatabase } from "./plugins/database";
import { registerErrorHandling } from "./plugins/errors";
import { registerOpenApi } from "./plugins/openapi";
import { generateRequestId, registerRequestIdHeader } from "./plugins/request-id";
import { registerSite, type Site } from "./plugins/site";

declare module "fastify" {
  interface FastifyInstance {
    company: Company;
  }
}

export interface AppDependencies {
  /** An already migrated database; when absent the app opens and migrates its own. */
  database?: Database;
}

/**
 * Builds the whole application: used by server.ts and by the tests, which
 * call it with `app.inject`. Order follows fastify/demo: infrastructure,
 * then app plugins, then routes, then the site and not-found handling.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    },
    genReqId: generateRequestId,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate("company", loadCompany(config.companyFile));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestIdHeader(app);

  const database = deps.database ?? (await openDatabase(config.database));
  if (!deps.database) await database.migrate();
  registerDatabase(app, database, !deps.database);

  await registerOpenApi(app);
  await app.register(healthRoutes);
  await app.register(seoRoutes);

  const site: Site | null = config.clientDir ? await registerSite(app, config.clientDir) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    request.log.info({ path: request.url }, "path not found");
    if (site && !isApi) return site.sendNotFound(reply);
    return reply.code(404).send(failure(`No route for ${request.method} ${request.url.split("?")[0]}.`));
  });

  return app;
}
