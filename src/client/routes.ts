import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { routeTable, type RouteAccess, type RouteId } from "../shared/routes";

/**
 * The router is built from the shared route table; this map only says which
 * module renders each route. A route missing here fails the typecheck.
 */
const modules: Record<RouteId, string> = {
  home: "routes/public/home.tsx",
  about: "routes/public/about.tsx",
  privacy: "routes/public/privacy.tsx",
  citizens: "routes/public/citizens.tsx",
  windMitigation: "routes/public/wind-mitigation.tsx",
  members: "routes/public/members.tsx",
  products: "routes/public/products.tsx",
  claims: "routes/claims/claims-information.tsx",
  claimsFile: "routes/claims/file-claim.tsx",
  agents: "routes/agents/become-agent.tsx",
  agentsLogin: "routes/agents/login.tsx",
  agentsForgotPassword: "routes/agents/forgot-password.tsx",
  agentsResetPassword: "routes/agents/reset-password.tsx",
  agentsExperience: "routes/agents/experience.tsx",
  agentsAppointment: "routes/agents/appointment.tsx",
  payPolicy: "routes/public/pay-policy.tsx",
  payDemoPortal: "routes/public/pay-demo-portal.tsx",
  payConfirmation: "routes/public/pay-confirmation.tsx",
  contact: "routes/public/contact.tsx",
  team: "routes/public/team.tsx",
  lpa: "routes/agents/producer-agreement.tsx",
  memberPolicy: "routes/member/policy.tsx",
  memberDocuments: "routes/member/documents.tsx",
  memberClaims: "routes/member/claims.tsx",
  memberPay: "routes/member/pay.tsx",
  memberPreferences: "routes/member/preferences.tsx",
  policyDashboard: "routes/staff/dashboard.tsx",
  policyRecent: "routes/staff/recent-documents.tsx",
  portalNew: "routes/staff/portal-new.tsx",
  portalDetail: "routes/staff/portal-detail.tsx",
  documentDetail: "routes/staff/document-detail.tsx",
  documentEdit: "routes/staff/document-edit.tsx",
  policyNew: "routes/staff/policy-new.tsx",
  quickQuote: "routes/staff/quick-quote.tsx",
  policySearch: "routes/staff/policy-search.tsx",
  claimsRegister: "routes/staff/claims.tsx",
  claimClocks: "routes/staff/claim-clocks.tsx",
  catastrophes: "routes/staff/catastrophes.tsx",
  claimFile: "routes/staff/claim-file.tsx",
  agentApplications: "routes/staff/agent-applications.tsx",
  staffAccount: "routes/staff/account.tsx",
  staffSettings: "routes/staff/settings.tsx",
  refundsDue: "routes/staff/refunds-due.tsx",
  delinquency: "routes/staff/delinquency.tsx",
  billingReports: "routes/staff/billing-reports.tsx",
  unmatchedPayments: "routes/staff/unmatched-payments.tsx",
  mailOutbox: "routes/staff/mail.tsx",
  renewalReview: "routes/staff/renewal-review.tsx",
  mailings: "routes/staff/mailings.tsx",
  policyDetail: "routes/staff/policy-detail.tsx",
  policyEdit: "routes/staff/policy-edit.tsx",
  policyDocuments: "routes/staff/policy-documents.tsx",
  policyClaims: "routes/staff/policy-claims.tsx",
  policyTransactions: "routes/staff/policy-transactions.tsx",
  policyInterests: "routes/staff/policy-interests.tsx",
  glProducts: "routes/staff/gl-products.tsx",
  glProductNew: "routes/staff/gl-product-new.tsx",
  glProductDetail: "routes/staff/gl-product-detail.tsx",
  glProductEdit: "routes/staff/gl-product-edit.tsx",
  insuredAccounts: "routes/staff/insured-accounts.tsx",
  insuredAccountNew: "routes/staff/insured-account-new.tsx",
  insuredAccountDetail: "routes/staff/insured-account-detail.tsx",
  insuredAccountEdit: "routes/staff/insured-account-edit.tsx",
};

function routesFor(access: RouteAccess) {
  return routeTable
    .filter((entry) => entry.access === access)
    .map((entry) =>
      entry.path === "/"
        ? index(modules[entry.id], { id: entry.id })
        : route(entry.path, modules[entry.id], { id: entry.id }),
    );
}

export default [
  layout("routes/public/layout.tsx", [...routesFor("public"), route("*", "routes/not-found.tsx")]),
  layout("routes/member/layout.tsx", routesFor("member")),
  layout("routes/staff/layout.tsx", routesFor("staff")),
] satisfies RouteConfig;
