/**
 * The route table of SPEC §2: the one list both sides agree on.
 * The client builds its router from it; the server uses it to decide between
 * a prerendered page, the staff SPA shell and an HTTP 404.
 */

/** public: prerendered; staff: the staff and agent area; member: the policyholder's own account pages. */
export type RouteAccess = "public" | "staff" | "member";

export interface AppRoute {
  readonly id: string;
  /** React Router path syntax: `:name` marks a dynamic segment. */
  readonly path: string;
  readonly access: RouteAccess;
}

export const routeTable = [
  { id: "home", path: "/", access: "public" },
  { id: "about", path: "/about", access: "public" },
  { id: "privacy", path: "/privacy", access: "public" },
  { id: "citizens", path: "/citizens", access: "public" },
  { id: "windMitigation", path: "/wind-mitigation", access: "public" },
  { id: "members", path: "/members", access: "public" },
  { id: "products", path: "/products", access: "public" },
  { id: "claims", path: "/claims", access: "public" },
  { id: "claimsFile", path: "/claims/file", access: "public" },
  { id: "agents", path: "/agents", access: "public" },
  { id: "agentsLogin", path: "/agents/login", access: "public" },
  { id: "agentsForgotPassword", path: "/agents/forgot-password", access: "public" },
  { id: "agentsResetPassword", path: "/agents/reset-password", access: "public" },
  { id: "agentsExperience", path: "/agents/experience", access: "public" },
  { id: "agentsAppointment", path: "/agents/appointment", access: "public" },
  { id: "payPolicy", path: "/pay-policy", access: "public" },
  { id: "payDemoPortal", path: "/pay-policy/demo-portal", access: "public" },
  { id: "payConfirmation", path: "/pay-policy/confirmation", access: "public" },
  { id: "contact", path: "/contact", access: "public" },
  { id: "team", path: "/team", access: "public" },
  { id: "lpa", path: "/lpa", access: "public" },
  { id: "memberPolicy", path: "/members/account", access: "member" },
  { id: "memberDocuments", path: "/members/account/documents", access: "member" },
  { id: "memberClaims", path: "/members/account/claims", access: "member" },
  { id: "memberPay", path: "/members/account/pay", access: "member" },
  { id: "memberPreferences", path: "/members/account/preferences", access: "member" },
  { id: "policyDashboard", path: "/policy", access: "staff" },
  { id: "policyRecent", path: "/policy/recent", access: "staff" },
  { id: "portalNew", path: "/policy/portal/new", access: "staff" },
  { id: "portalDetail", path: "/policy/portal/:portalIdentity", access: "staff" },
  { id: "documentDetail", path: "/policy/document/:documentId", access: "staff" },
  { id: "documentEdit", path: "/policy/document/:documentId/edit", access: "staff" },
  { id: "policyNew", path: "/policy/new", access: "staff" },
  { id: "quickQuote", path: "/policy/quote", access: "staff" },
  { id: "policySearch", path: "/policy/search", access: "staff" },
  { id: "claimsRegister", path: "/policy/claims", access: "staff" },
  { id: "claimClocks", path: "/policy/claims/clocks", access: "staff" },
  { id: "catastrophes", path: "/policy/claims/catastrophes", access: "staff" },
  { id: "claimFile", path: "/policy/claims/:claimId", access: "staff" },
  { id: "agentApplications", path: "/policy/agent-applications", access: "staff" },
  { id: "staffAccount", path: "/policy/account", access: "staff" },
  { id: "staffSettings", path: "/policy/settings", access: "staff" },
  { id: "refundsDue", path: "/policy/billing/refunds", access: "staff" },
  { id: "delinquency", path: "/policy/billing/delinquency", access: "staff" },
  { id: "billingReports", path: "/policy/billing/reports", access: "staff" },
  { id: "unmatchedPayments", path: "/policy/billing/unmatched-payments", access: "staff" },
  { id: "mailOutbox", path: "/policy/mail", access: "staff" },
  { id: "renewalReview", path: "/policy/renewal-review", access: "staff" },
  { id: "mailings", path: "/policy/mailings", access: "staff" },
  { id: "insuredAccounts", path: "/policy/accounts", access: "staff" },
  { id: "insuredAccountNew", path: "/policy/accounts/new", access: "staff" },
  { id: "insuredAccountDetail", path: "/policy/accounts/:accountId", access: "staff" },
  { id: "insuredAccountEdit", path: "/policy/accounts/:accountId/edit", access: "staff" },
  { id: "policyDetail", path: "/policy/:policyId", access: "staff" },
  { id: "policyEdit", path: "/policy/:policyId/edit", access: "staff" },
  { id: "policyDocuments", path: "/policy/:policyId/documents", access: "staff" },
  { id: "policyClaims", path: "/policy/:policyId/claims", access: "staff" },
  { id: "policyTransactions", path: "/policy/:policyId/transactions", access: "staff" },
  { id: "policyInterests", path: "/policy/:policyId/interests", access: "staff" },
  { id: "glProducts", path: "/gl-products", access: "staff" },
  { id: "glProductNew", path: "/gl-products/new", access: "staff" },
  { id: "glProductDetail", path: "/gl-products/:productId", access: "staff" },
  { id: "glProductEdit", path: "/gl-products/:productId/edit", access: "staff" },
] as const satisfies readonly AppRoute[];

export type RouteId = (typeof routeTable)[number]["id"];

/** Public routes have no dynamic segments, so every one of them is prerendered. */
export const prerenderedPaths: readonly string[] = routeTable
  .filter((route) => route.access === "public")
  .map((route) => route.path);

/** The file the build writes for the not-found page; served with HTTP 404. */
export const notFoundPrerenderPath = "/404";

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

function matches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return false;
  return want.every((part, i) => part.startsWith(":") || part === got[i]);
}

/**
 * Finds the route a pathname belongs to. Static routes win over dynamic ones,
 * as in React Router (`/policy/new` is not the policy with id "new").
 */
export function matchRoute(pathname: string): AppRoute | undefined {
  const candidates = routeTable.filter((route) => matches(route.path, pathname));
  return candidates.find((route) => !route.path.includes(":")) ?? candidates[0];
}

/**
 * The one way to build an in-app link: `pathTo("policyDetail", { policyId: "42" })`.
 * Route ids are checked by the compiler, so a renamed route breaks the build, not a link.
 */
export function pathTo(id: RouteId, params: Readonly<Record<string, string>> = {}): string {
  const route = routeTable.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${id} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}
