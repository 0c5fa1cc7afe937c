/**
 * Who may do what: the one permission map, read by the server's route guards
 * and by the client to decide what to show. A role grants exactly the
 * permissions listed for it here.
 */
/**
 * staff: the company's people (underwriting, billing, claims managers); agent: an appointed agent's own book;
 * adjuster: a staff or independent adjuster, who works only the claims assigned to them; member: an insured.
 */
export const roles = ["staff", "agent", "adjuster", "member"] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

const grants = {
  /**
   * Open the staff area (/policy, /gl-products). Agents see only their own policies and portals; adjusters
   * only the Claims screens, with the claims assigned to them.
   */
  "staffArea.open": ["staff", "agent", "adjuster"],
  "policies.read": ["staff", "agent"],
  "policies.write": ["staff", "agent"],
  /** Every policy and portal, not only those where the user is the agent. */
  "policies.readAll": ["staff"],
  /** Portals, their documents and uploads; agents only where they are the agent. */
  "portals.read": ["staff", "agent"],
  "portals.write": ["staff", "agent"],
  "documents.read": ["staff", "agent"],
  "documents.write": ["staff", "agent"],
  /** Approve or reject a document: underwriting staff only. Agents may send for review. */
  "documents.approve": ["staff"],
  /** Insured accounts (Account_*); agents only their own. */
  "accounts.read": ["staff", "agent"],
  "accounts.write": ["staff", "agent"],
  /** Reports cover what the user may see: an agent's cover only their own book. */
  "reports.run": ["staff", "agent"],
  "glProducts.read": ["staff", "agent"],
  "glProducts.write": ["staff"],
  "system.status": ["staff"],
  /** List, search and open claims: the claims team, never agents; an adjuster only the claims assigned to them. */
  "claims.read": ["staff", "adjuster"],
  /** Work a claim: its status, reserves, payments, file events, decision, closing and reopening. */
  "claims.write": ["staff", "adjuster"],
  /**
   * Claims management: every claim, assigning adjusters, approving payments above an adjuster's authority,
   * recording catastrophes.
   */
  "claims.manage": ["staff"],
  /** Agent appointment applications: read them and move them along. */
  "agentApplications.manage": ["staff"],
  /** Configure: invite people, change their role, deactivate and reactivate accounts. */
  "users.manage": ["staff"],
  /** Make, list and revoke one's own API keys, and use them: programs act as the key's user. */
  "apiKeys.manage": ["staff", "agent"],
  /** Review payment portal notifications that matched no payment, to reconcile them by hand. */
  "payments.review": ["staff"],
  /** Read the e-mail outbox (what was sent, what waits). */
  "mail.read": ["staff"],
  /**
   * Send a failed e-mail again (the Mail screen). Its own permission, not mail.read's: reading the outbox
   * changes nothing, resending writes (audited) and delivers mail, so a role may one day read without it.
   */
  "mail.resend": ["staff"],
  /** The day's mailing batch of notices on paper: print it and its certificate, record it as mailed. */
  "mailings.manage": ["staff"],
  /** Publish, change, end and delete the site-wide catastrophe notice. */
  "notices.write": ["staff"],
  /** Load a new homeowners rate version (rates, factors, credits): underwriting staff only. */
  "rating.load": ["staff"],
  /** Billing's back office: refunds due (record them paid), the delinquency list and the premium reports. */
  "billing.manage": ["staff"],
  /** The member area: the insured's own policies, documents, claims and payments. */
  "memberArea.open": ["member"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof grants;
export const permissions = Object.keys(grants) as Permission[];

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (grants[permission] as readonly Role[]).includes(role);
}

/**
 * The rule every API route declares: open to anyone, any signed-in user, or
 * holders of one permission. A route without a rule cannot be registered.
 */
export type AccessRule = "public" | "signedIn" | Permission;

export function allows(rule: AccessRule, role: Role | null): boolean {
  if (rule === "public") return true;
  if (rule === "signedIn") return role !== null;
  return can(role, rule);
}

/** Where each role lands after signing in, when no return path was given. */
export const homeAfterSignIn: Record<Role, string> = {
  staff: "/policy",
  agent: "/policy",
  // The Claims screen (routes.ts claimsRegister): an adjuster's whole staff area.
  adjuster: "/policy/claims",
  member: "/members/account",
};
