import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { failure } from "../shared/api";
import type { Company } from "../shared/company";
import { loadCompany } from "./company-file";
import { assertSafeForProduction } from "./auth/production-guard";
import { openDatabase, type Database } from "./db/client";
import type { AppConfig } from "./env";
import { accountRoutes } from "./modules/account/routes";
import { healthRoutes } from "./modules/health/routes";
import { seoRoutes } from "./modules/seo/routes";
import { createMailer } from "./mail/mailer";
import { registerAccessControl } from "./plugins/access";
import { registerAuth } from "./plugins/auth";
import { registerCsrfProtection } from "./plugins/csrf";
import { registerDatabase } from "./plugins/database";
import { registerErrorHandling } from "./plugins/errors";
import { registerOpenApi } from "./plugins/openapi";
import { generateRequestId, registerRequestIdHeader } from "./plugins/request-id";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerSite, type Site } from "./plugins/site";

declare module "fastify" {
  interface FastifyInstance {
    company: Company;
  }
}

export interface AppDependencies {
  /** An already migrated database; when absent the app opens and migrates its own. */
  database?: Database;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
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
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate("company", loadCompany(config.companyFile));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, { production: config.nodeEnv === "production" });
  registerRequestIdHeader(app);

  const database = deps.database ?? (await openDatabase(config.database));
  if (!deps.database) await database.migrate();
  registerDatabase(app, database, !deps.database);
  await assertSafeForProduction(config, database.db);

  registerCsrfProtection(app, config.trustedOrigins);
  registerAccessControl(app);
  await registerOpenApi(app);
  await registerAuth(app, config, createMailer(config, app.log));
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(seoRoutes);

  const upgradeInsecure = config.publicUrl.startsWith("https://");
  const site: Site | null = config.clientDir ? await registerSite(app, config.clientDir, { upgradeInsecure }) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    request.log.info({ path: request.url }, "path not found");
    if (site && !isApi) return site.sendNotFound(reply);
    return reply.code(404).send(failure(`No route for ${request.method} ${request.url.split("?")[0]}.`));
  });

  return app;
}
