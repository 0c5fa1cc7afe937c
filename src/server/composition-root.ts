import type { FastifyBaseLogger } from "fastify";
import { todayInFlorida } from "../shared/calendar-date";
import type { Company } from "../shared/company";
import { createAuth } from "./auth/auth";
import { createSessionActivity } from "./auth/session-activity";
import { createSessionRepository } from "./auth/session-repository";
import { createSignInRepository } from "./auth/sign-in-repository";
import type { Db } from "./db/client";
import type { AppConfig } from "./env";
import { createEmailChangeService } from "./modules/account/email-change-service";
import { createSelfServiceRepository } from "./modules/account/self-service-repository";
import { createSelfServiceService } from "./modules/account/self-service-service";
import { createAuditRepository } from "./modules/audit/repository";
import { createActivityRepository } from "./modules/activity/repository";
import { createActivityService } from "./modules/activity/service";
import { createAgentApplicationRepository } from "./modules/agent-applications/repository";
import { createAgentApplicationService } from "./modules/agent-applications/service";
import { createApiKeyRepository } from "./modules/api-keys/repository";
import { createApiKeyService } from "./modules/api-keys/service";
import { createRefundService } from "./modules/billing/refund-service";
import { createBillingReportRepository } from "./modules/billing/report-repository";
import { createBillingReportService } from "./modules/billing/report-service";
import { createBillingRepository } from "./modules/billing/repository";
import { createBillingService } from "./modules/billing/service";
import { createNoticeRepository } from "./modules/catastrophe-notices/repository";
import { createNoticeService } from "./modules/catastrophe-notices/service";
import { createClaimPhotoRepository } from "./modules/claims/photo-repository";
import { createClaimPhotoService } from "./modules/claims/photo-service";
import { createClaimRepository } from "./modules/claims/repository";
import { createAssignmentService } from "./modules/claims/assignment-service";
import { createCatastropheRepository } from "./modules/claims/catastrophe-repository";
import { createCatastropheService } from "./modules/claims/catastrophe-service";
import { createDeadlineRepository } from "./modules/claims/deadline-repository";
import { createDeadlineService } from "./modules/claims/deadline-service";
import { createClaimDecisionService } from "./modules/claims/decision-service";
import { createClaimFileRepository } from "./modules/claims/file-repository";
import { createClaimLetterRepository } from "./modules/claims/letter-repository";
import { createClaimLetterService } from "./modules/claims/letter-service";
import { createInsuredFileService } from "./modules/claims/insured-file-service";
import { createClaimFileService } from "./modules/claims/file-service";
import { createClaimService } from "./modules/claims/service";
import { createClaimPolicyFactsService } from "./modules/claims/policy-facts-service";
import { createDashboardService } from "./modules/dashboard/service";
import { createDelinquencyService } from "./modules/delinquency/service";
import { createDocumentRepository } from "./modules/documents/repository";
import { createDocumentService } from "./modules/documents/service";
import { createDocumentUploadService } from "./modules/documents/upload-service";
import { createGlProductRepository } from "./modules/gl-products/repository";
import { createGlProductService } from "./modules/gl-products/service";
import { createHousekeepingRepository } from "./modules/housekeeping/repository";
import { createHousekeepingService } from "./modules/housekeeping/service";
import { createInsuredAccountRepository } from "./modules/insured-accounts/repository";
import { createInsuredAccountService } from "./modules/insured-accounts/service";
import { createMailer, type Mailer } from "./modules/mail/mailer";
import { createOutboxRepository } from "./modules/mail/outbox-repository";
import { createMailOutboxService } from "./modules/mail/service";
import { createMemberAccessService } from "./modules/member-area/access-service";
import { createMemberRepository } from "./modules/member-area/repository";
import { createMemberService } from "./modules/member-area/service";
import { createDemoCheckoutService } from "./modules/payments/demo-checkout-service";
import { createPaymentNotificationRepository } from "./modules/payments/notification-repository";
import { createPaymentNotificationService } from "./modules/payments/notification-service";
import { createPaymentRepository } from "./modules/payments/repository";
import { createPaymentService } from "./modules/payments/service";
import { createPaymentSettlementService } from "./modules/payments/settlement-service";
import { createMailingRepository } from "./modules/mailings/repository";
import { createMailingService } from "./modules/mailings/service";
import { createPolicyInterestRepository } from "./modules/policy-interests/repository";
import { createPolicyInterestService } from "./modules/policy-interests/service";
import { createPolicyRepository } from "./modules/policies/repository";
import { createPolicyService } from "./modules/policies/service";
import { createPolicyFormService } from "./modules/policy-transactions/policy-form-service";
import { createPolicyTransactionRepository } from "./modules/policy-transactions/repository";
import { createPolicyTransactionService } from "./modules/policy-transactions/service";
import { createRenewalReviewRepository } from "./modules/policy-transactions/renewal-review-repository";
import { createRenewalReviewService } from "./modules/policy-transactions/renewal-review-service";
import { createPortalRepository } from "./modules/portals/repository";
import { createPortalService } from "./modules/portals/service";
import { createPremiumLedgerRepository } from "./modules/premium-ledger/repository";
import { createPremiumLedgerService } from "./modules/premium-ledger/service";
import { createRatingRepository } from "./modules/rating/repository";
import { createRatingService } from "./modules/rating/service";
import { createReportRepository } from "./modules/reports/repository";
import { createReportService } from "./modules/reports/service";
import { createAccountCommandRepository } from "./modules/users/account-command-repository";
import { createAccountCommandService } from "./modules/users/account-command-service";
import { createAgentAssignment } from "./modules/users/agent-assignment";
import { createUserRepository } from "./modules/users/repository";
import { createUserService } from "./modules/users/service";
import { createDemoPaymentNotifier } from "./payments/demo-payment-notifier";
import { createPaymentProvider } from "./payments/payment-provider";
import { createFileStorage, type FileStorage } from "./storage/file-storage";
import { createStoredFileRepository } from "./storage/stored-file-repository";

/** What the server is built from: nothing else reaches a repository or service. */
export interface Infrastructure {
  db: Db;
  config: AppConfig;
  company: Company;
  log: FastifyBaseLogger;
  /** Florida's calendar day; tests move it. */
  today?: () => string;
  /** Where the demo checkout sends its signed notification: this process's own address once it listens. */
  demoNotificationUrl?: () => string | null;
  /** An outbox and file storage already running (a test's second clock on the same app); made here otherwise. */
  mail?: Mailer;
  storage?: FileStorage;
}

/** Every repository, once per app: each the only SQL of its tables (docs/architecture.md "Who owns which table"). */
export function composeRepositories(db: Db) {
  return {
    accountCommands: createAccountCommandRepository(db),
    audit: createAuditRepository(db),
    activity: createActivityRepository(db),
    agentApplications: createAgentApplicationRepository(db),
    apiKeys: createApiKeyRepository(db),
    billing: createBillingRepository(db),
    billingReports: createBillingReportRepository(db),
    catastropheNotices: createNoticeRepository(db),
    claimPhotos: createClaimPhotoRepository(db),
    claims: createClaimRepository(db),
    claimFiles: createClaimFileRepository(db),
    claimLetters: createClaimLetterRepository(db),
    catastrophes: createCatastropheRepository(db),
    claimDeadlines: createDeadlineRepository(db),
    documents: createDocumentRepository(db),
    glProducts: createGlProductRepository(db),
    housekeeping: createHousekeepingRepository(db),
    insuredAccounts: createInsuredAccountRepository(db),
    mailings: createMailingRepository(db),
    members: createMemberRepository(db),
    outbox: createOutboxRepository(db),
    paymentNotifications: createPaymentNotificationRepository(db),
    payments: createPaymentRepository(db),
    policies: createPolicyRepository(db),
    policyInterests: createPolicyInterestRepository(db),
    policyTransactions: createPolicyTransactionRepository(db),
    renewalReviews: createRenewalReviewRepository(db),
    portals: createPortalRepository(db),
    premiumLedger: createPremiumLedgerRepository(db),
    rating: createRatingRepository(db),
    reports: createReportRepository(db),
    selfService: createSelfServiceRepository(db),
    sessions: createSessionRepository(db),
    signIns: createSignInRepository(db),
    storedFiles: createStoredFileRepository(db),
    users: createUserRepository(db),
  };
}

/** The command line's account commands (user-cli): the two repositories they need, without the rest of the app. */
export const composeAccountCommands = (db: Db) =>
  createAccountCommandService({ db, users: createUserRepository(db), commands: createAccountCommandRepository(db) });

/**
 * The whole server's wiring, read top to bottom: infrastructure, then each
 * service from the services it asks, in the order they depend on each other.
 * Routes call `app.services.<area>.<verb>`; the background rounds get the same
 * instances (app.ts).
 */
export function composeServer(infrastructure: Infrastructure) {
  const { db, config, company, log, today = () => todayInFlorida(), demoNotificationUrl } = infrastructure;
  const repositories = composeRepositories(db);
  const mail = infrastructure.mail ?? createMailer(config, repositories.outbox, log);
  const storage = infrastructure.storage ?? createFileStorage(config.storage, repositories.storedFiles);
  const paymentProvider = config.paymentPortal ? createPaymentProvider(config.paymentPortal, config.publicUrl) : null;

  const assignedAgent = createAgentAssignment({ users: repositories.users });
  const insuredAccounts = createInsuredAccountService({ db, repository: repositories.insuredAccounts, assignedAgent });
  const emailChanges = createEmailChangeService({
    db,
    repository: repositories.selfService,
    accounts: insuredAccounts,
  });
  const auth = createAuth(config, db, mail, log, company, { signIns: repositories.signIns, emailChanges });
  const apiKeys = createApiKeyService({ db, repository: repositories.apiKeys });
  const users = createUserService({ db, repository: repositories.users, auth, apiKeys });

  const rating = createRatingService({ db, repository: repositories.rating, today });
  const policies = createPolicyService({
    db,
    repository: repositories.policies,
    accounts: insuredAccounts,
    assignedAgent,
    rating,
  });
  const portals = createPortalService({ db, repository: repositories.portals, policies, assignedAgent });
  const documents = createDocumentService({ db, repository: repositories.documents, storage, portals });
  const catastropheNotices = createNoticeService({ db, repository: repositories.catastropheNotices });
  const claimLetters = createClaimLetterService({
    db,
    repository: repositories.claimLetters,
    files: repositories.claimFiles,
    claims: repositories.claims,
    documents,
    storage,
    mail,
    company,
    publicUrl: config.publicUrl,
    today,
  });
  const claims = createClaimService({
    db,
    repository: repositories.claims,
    catastrophes: repositories.catastrophes,
    mail,
    letters: claimLetters,
    company,
  });

  const mailOutbox = createMailOutboxService({ db, repository: repositories.outbox, mail });
  const policyInterests = createPolicyInterestService({
    db,
    repository: repositories.policyInterests,
    policies,
    accounts: insuredAccounts,
  });
  const mailings = createMailingService({
    db,
    repository: repositories.mailings,
    storage,
    outbox: mailOutbox,
    policies,
    company,
    today,
  });

  const premiumLedger = createPremiumLedgerService({ repository: repositories.premiumLedger });
  const billing = createBillingService({ db, repository: repositories.billing, ledger: premiumLedger, company, today });
  const policyTransactions = createPolicyTransactionService({
    db,
    repository: repositories.policyTransactions,
    ledger: premiumLedger,
    billing,
    claimFacts: createClaimPolicyFactsService({ repository: repositories.catastrophes }),
    rating,
    documents,
    interests: policyInterests,
    mailings,
    policies,
    mail,
    company,
    storage,
    today,
  });
  const delinquency = createDelinquencyService({ billing, transactions: policyTransactions, company, today });
  const settlement = createPaymentSettlementService({
    repository: repositories.payments,
    ledger: premiumLedger,
    billing,
    mail,
    company,
    afterCompleted: (policyId) => delinquency.afterPayment(policyId),
  });
  const payments = createPaymentService({
    db,
    repository: repositories.payments,
    ledger: premiumLedger,
    billing,
    settlement,
    mail,
    paymentProvider,
    publicUrl: config.publicUrl,
  });
  const demoNotifier =
    paymentProvider?.kind === "demo"
      ? createDemoPaymentNotifier({ secret: paymentProvider.secret, target: demoNotificationUrl ?? (() => null), log })
      : null;

  const services = {
    accountCommands: createAccountCommandService({
      db,
      users: repositories.users,
      commands: repositories.accountCommands,
    }),
    activity: createActivityService({ activity: repositories.activity, documents, portals }),
    agentApplications: createAgentApplicationService({ db, repository: repositories.agentApplications, mail, company }),
    apiKeys,
    billing,
    billingReports: createBillingReportService({ repository: repositories.billingReports, today }),
    catastropheNotices,
    claimPhotos: createClaimPhotoService({ repository: repositories.claimPhotos, storage }),
    claims,
    catastrophes: createCatastropheService({
      db,
      repository: repositories.catastrophes,
      notices: catastropheNotices,
      company,
    }),
    claimAssignments: createAssignmentService({
      db,
      repository: repositories.claimFiles,
      claims,
      users,
      mail,
      company,
      publicUrl: config.publicUrl,
      today,
    }),
    claimDeadlines: createDeadlineService({ repository: repositories.claimDeadlines, company, today }),
    claimDecisions: createClaimDecisionService({
      db,
      repository: repositories.claimFiles,
      claims,
      letters: claimLetters,
      company,
      today,
    }),
    claimFiles: createClaimFileService({
      db,
      repository: repositories.claimFiles,
      company,
      today,
      users,
      policyOn: policyTransactions.policyOn,
      letters: claimLetters,
    }),
    claimLetters,
    dashboard: createDashboardService({ portals, policies, documents }),
    delinquency,
    demoCheckout:
      paymentProvider?.kind === "demo" && demoNotifier
        ? createDemoCheckoutService({ repository: repositories.payments, paymentProvider, notifier: demoNotifier })
        : null,
    documentUploads: createDocumentUploadService({ storage, documents, portals, policies }),
    documents,
    glProducts: createGlProductService({ db, repository: repositories.glProducts }),
    housekeeping: createHousekeepingService({
      db,
      repository: repositories.housekeeping,
      settings: config.housekeeping,
    }),
    insuredAccounts,
    mailings,
    mailOutbox,
    memberAccess: createMemberAccessService({ repository: repositories.members, auth }),
    members: createMemberService({
      db,
      repository: repositories.members,
      billing,
      accounts: insuredAccounts,
      claims,
      claimFiles: createInsuredFileService({
        db,
        repository: repositories.claimFiles,
        documents,
        storage,
        today,
      }),
      documents,
      storage,
      company,
      transactions: policyTransactions,
      payments,
    }),
    paymentNotifications: createPaymentNotificationService({
      db,
      notifications: repositories.paymentNotifications,
      payments: repositories.payments,
      settlement,
      mail,
      paymentProvider,
      toleranceSeconds: config.paymentNotificationToleranceSeconds,
    }),
    payments,
    policies,
    policyInterests,
    policyForms: createPolicyFormService({ policies, transactions: policyTransactions }),
    policyTransactions,
    renewalReviews: createRenewalReviewService({ repository: repositories.renewalReviews, rating, company, today }),
    portals,
    rating,
    refunds: createRefundService({
      db,
      repository: repositories.billing,
      billing,
      ledger: premiumLedger,
      company,
      today,
    }),
    reports: createReportService({ repository: repositories.reports }),
    selfService: createSelfServiceService({ db, repository: repositories.selfService, auth }),
    users,
  };

  return {
    repositories,
    services,
    mail,
    storage,
    auth,
    paymentProvider,
    sessionActivity: createSessionActivity(repositories.sessions),
    /** Stops what runs on its own: the mail sender and the demo checkout's notifications. */
    async close() {
      demoNotifier?.stop();
      if (!infrastructure.mail) await mail.close();
    },
  };
}

export type Server = ReturnType<typeof composeServer>;
export type Services = Server["services"];
