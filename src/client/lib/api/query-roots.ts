/**
 * The first part of every query key, one per area of the API. Each feature
 * builds its own keys under its root; a change that other areas show (a
 * portal's documents, the dashboard's figures) invalidates their root here,
 * without importing that feature.
 */
export const queryRoots = {
  accounts: "accounts",
  activity: "activity",
  agentApplications: "agent-applications",
  agents: "agents",
  apiKeys: "api-keys",
  /** A policy's billing, refunds due, the delinquency list, the premium reports and the unmatched payments. */
  billing: "billing",
  claims: "claims",
  dashboard: "dashboard",
  documents: "documents",
  glProducts: "gl-products",
  /** The e-mail outbox (the Mail screen). */
  mail: "mail",
  member: "member",
  notices: "notices",
  policies: "policies",
  /** A policy's transactions and ledger (their words come in the page's language). */
  policyTransactions: "policy-transactions",
  portals: "portals",
  /** Rate versions and a policy's price (its worksheet comes in the page's language). */
  rating: "rating",
  users: "users",
} as const;
