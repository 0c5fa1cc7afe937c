import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Company } from "../shared/company";
import { message } from "../shared/messages/message";
import { loadCompany } from "./company-file";
import { sessionCookieName } from "./auth/auth";
import { assertSafeForProduction } from "./auth/production-guard";
import { openDatabase, type Database } from "./db/client";
import type { AppConfig } from "./env";
import { HttpError } from "./http-errors";
import { accountRoutes } from "./modules/account/routes";
import { selfServiceRoutes } from "./modules/account/self-service-routes";
import { apiKeyRoutes } from "./modules/api-keys/routes";
import { agentApplicationAdminRoutes } from "./modules/agent-applications/admin-routes";
import { agentApplicationRoutes } from "./modules/agent-applications/routes";
import { catastropheRoutes } from "./modules/claims/catastrophe-routes";
import { deadlineRoutes } from "./modules/claims/deadline-routes";
import { claimFileRoutes } from "./modules/claims/file-routes";
import { claimPhotoRoutes } from "./modules/claims/photo-routes";
import { claimRoutes } from "./modules/claims/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { activityRoutes } from "./modules/activity/routes";
import { catastropheNoticeRoutes } from "./modules/catastrophe-notices/routes";
import { memberAccessRoutes } from "./modules/member-area/access-routes";
import { memberAreaRoutes } from "./modules/member-area/routes";
import { documentRegisterRoute } from "./modules/documents/register-route";
import { documentRoutes } from "./modules/documents/routes";
import { uploadRoutes } from "./modules/documents/upload-routes";
import { glProductRoutes } from "./modules/gl-products/routes";
import { healthRoutes } from "./modules/health/routes";
import { insuredAccountRoutes } from "./modules/insured-accounts/routes";
import { mailRoutes } from "./modules/mail/routes";
import { demoCheckoutRoutes } from "./modules/payments/demo-checkout-routes";
import { paymentNotificationRoutes } from "./modules/payments/notification-routes";
import { paymentRoutes } from "./modules/payments/routes";
import { policyRoutes } from "./modules/policies/routes";
import { policyTransactionRoutes } from "./modules/policy-transactions/routes";
import { policyInterestRoutes } from "./modules/policy-interests/routes";
import { mailingRoutes } from "./modules/mailings/routes";
import { ratingRoutes } from "./modules/rating/routes";
import { billingReportRoutes } from "./modules/billing/report-routes";
import { billingRoutes } from "./modules/billing/routes";
import { startPolicyScheduler } from "./rounds/policy-scheduler";
import { startHousekeeping, type Housekeeping } from "./rounds/housekeeping-scheduler";
import { registerHousekeepingMetrics } from "./metrics/housekeeping-metrics";
import { portalExportRoute } from "./modules/portals/export-route";
import { portalRoutes } from "./modules/portals/routes";
import { userAdminRoutes } from "./modules/users/user-admin-routes";
import { userRoutes } from "./modules/users/routes";
import { producerAgreementRoutes } from "./modules/producer-agreement/routes";
import { reportRoutes } from "./modules/reports/routes";
import { seoRoutes } from "./modules/seo/routes";
import { composeServer } from "./composition-root";
import { ownNotificationUrl } from "./payments/own-notification-url";
import { registerServices } from "./plugins/services";
import { registerAccessControl } from "./plugins/access";
import { holdDataDir, serveAdminSocket } from "./plugins/admin-socket";
import { registerAuth } from "./plugins/auth";
import { registerCsrfProtection } from "./plugins/csrf";
import { registerDatabase } from "./plugins/database";
import { registerErrorHandling } from "./plugins/errors";
import { answerFrameworkError } from "./plugins/framework-errors";
import { registerMail } from "./plugins/mail";
import { registerMetrics } from "./plugins/metrics";
import { registerMultipart } from "./plugins/multipart";
import { registerOpenApi } from "./plugins/openapi";
import { registerAttemptLimits } from "./plugins/rate-limits";
import { generateRequestId, registerRequestId } from "./plugins/request-id";
import { registerRequestLimits, requestLimitOptions } from "./plugins/request-limits";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerStorableTextGuard } from "./plugins/storable-text";
import { registerSite, type Site } from "./plugins/site";
import { registerFileStorage } from "./plugins/storage";
import { validatorCompiler } from "./validation/request-validation";

declare module "fastify" {
  interface FastifyInstance {
    company: Company;
    /** This instance's housekeeping rounds (decision 0034); on a timer unless HOUSEKEEPING_MINUTES is 0. */
    housekeeping: Housekeeping;
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
    frameworkErrors: answerFrameworkError,
    ...requestLimitOptions(config.limits),
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate("company", loadCompany(config.companyFile));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, { production: config.nodeEnv === "production" });
  registerRequestId(app);
  registerRequestLimits(app, config.limits);

  const adminSocket = await holdDataDir(app, config, !deps.database);
  const database = deps.database ?? (await openDatabase(config.database, { queryTimeoutMs: config.limits.answerMs }));
  if (!deps.database) await database.migrate();
  registerDatabase(app, database, !deps.database);
  const server = composeServer({
    db: database.db,
    config,
    company: app.company,
    log: app.log,
    demoNotificationUrl: () => ownNotificationUrl(app),
  });
  registerServices(app, server);
  const metrics = registerMetrics(app, config.metrics, server.repositories.outbox);
  await assertSafeForProduction(config, server.repositories.signIns);
  registerFileStorage(app, server.storage);
  await registerMultipart(app, config.uploadMaxBytes);

  registerCsrfProtection(app, config.trustedOrigins);
  registerAccessControl(app);
  registerStorableTextGuard(app);
  await registerOpenApi(app, { sessionCookie: sessionCookieName(config) });
  registerAttemptLimits(app, config.redisUrl);
  registerMail(app, server.mail);
  await registerAuth(app, config, {
    auth: server.auth,
    activity: server.sessionActivity,
    apiKeys: server.services.apiKeys,
    signIns: server.repositories.signIns,
  });
  serveAdminSocket(app, adminSocket, config);
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(selfServiceRoutes);
  await app.register(apiKeyRoutes);
  await app.register(policyRoutes);
  await app.register(policyTransactionRoutes);
  await app.register(policyInterestRoutes);
  await app.register(mailingRoutes);
  await app.register(ratingRoutes);
  await app.register(billingRoutes);
  await app.register(billingReportRoutes);
  await app.register(portalRoutes);
  await app.register(userRoutes);
  await app.register(userAdminRoutes);
  await app.register(portalExportRoute);
  await app.register(documentRoutes);
  await app.register(activityRoutes);
  await app.register(documentRegisterRoute);
  await app.register(uploadRoutes, { maxBytes: config.uploadMaxBytes });
  await app.register(dashboardRoutes);
  await app.register(mailRoutes);
  await app.register(claimRoutes);
  await app.register(claimPhotoRoutes);
  await app.register(claimFileRoutes);
  await app.register(catastropheRoutes);
  await app.register(deadlineRoutes);
  await app.register(agentApplicationRoutes);
  await app.register(agentApplicationAdminRoutes);
  await app.register(producerAgreementRoutes, { config: config.producerAgreement });
  await app.register(paymentRoutes);
  await app.register(paymentNotificationRoutes);
  await app.register(demoCheckoutRoutes);
  await app.register(glProductRoutes);
  await app.register(insuredAccountRoutes);
  await app.register(reportRoutes);
  await app.register(seoRoutes);
  await app.register(catastropheNoticeRoutes);
  await app.register(memberAccessRoutes);
  await app.register(memberAreaRoutes, { maxBytes: config.uploadMaxBytes });
  const { services } = server;
  if (config.policyRoundsMinutes > 0) {
    const rounds = startPolicyScheduler({
      transactions: services.policyTransactions,
      renewalReviews: services.renewalReviews,
      billing: services.billing,
      delinquency: services.delinquency,
      log: app.log,
      everyMinutes: config.policyRoundsMinutes,
    });
    app.addHook("onClose", () => rounds.stop());
  }
  const housekeeping = startHousekeeping({
    service: services.housekeeping,
    log: app.log,
    settings: config.housekeeping,
    metrics: metrics && registerHousekeepingMetrics(metrics),
  });
  app.decorate("housekeeping", housekeeping);
  app.addHook("onClose", () => housekeeping.stop());
  // Staff actions write their letters at once; a new claim's acknowledgement (and any letter an instance left
  // owed) waits for this pass, so a storm of filings never waits for PDFs.
  if (config.claimLettersSeconds > 0) {
    const owedLetters = setInterval(() => services.claimLetters.nudge(), config.claimLettersSeconds * 1000);
    owedLetters.unref();
    app.addHook("onClose", async () => clearInterval(owedLetters));
  }
  // A letter half written when the server stops would be written again by the next pass; this one finishes it.
  app.addHook("onClose", () => services.claimLetters.idle());

  const upgradeInsecure = config.publicUrl.startsWith("https://");
  const site: Site | null = config.clientDir ? await registerSite(app, config.clientDir, { upgradeInsecure }) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    request.log.info({ path: request.url }, "path not found");
    if (site && !isApi) return site.sendNotFound(reply);
    throw new HttpError(
      404,
      message("request.noRoute", { method: request.method, path: request.url.split("?")[0] ?? "" }),
    );
  });

  return app;
}
