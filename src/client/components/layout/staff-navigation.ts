import { can, type Permission, type Role } from "../../../shared/permissions";
import { pathTo, type RouteId } from "../../../shared/routes";

/** One link of the staff navigation: a screen, the words naming it, and who may use it. */
export interface StaffNavLink {
  readonly route: RouteId;
  /** A key of the common namespace. */
  readonly labelKey: string;
  /** Shown only to roles holding it; without one, to everyone in the staff area. */
  readonly permission?: Permission;
  /** Active only on the screen's own path (the dashboard, whose path starts every other one). */
  readonly exact?: boolean;
  /** A section of the screen to scroll to (`id` of its heading), when the link is for one part of a page. */
  readonly section?: string;
}

/** Screens grouped by the job they serve, behind one menu button. */
export interface StaffNavGroup {
  readonly id: "policies" | "claims" | "billing" | "agents" | "administration";
  readonly labelKey: string;
  readonly links: readonly StaffNavLink[];
}

// SPEC §2 puts these four in the top navigation itself, in this order (Exit sits beside the account menu).
// They are the policy desk's: an adjuster, who works only claims, does not see them.
export const staffTopLinks: readonly StaffNavLink[] = [
  { route: "policyDashboard", labelKey: "staff.dashboard", exact: true, permission: "policies.read" },
  { route: "policyNew", labelKey: "staff.newPolicy", permission: "policies.write" },
  { route: "policySearch", labelKey: "staff.searchPolicies", permission: "policies.read" },
  { route: "policyRecent", labelKey: "staff.recentDocuments", permission: "documents.read" },
];

// Everything past the spec's four, by the job people come to do. A new screen joins the group of its job;
// staff-navigation.test.ts fails while a staff route is neither here nor linked from a screen that is.
export const staffNavGroups: readonly StaffNavGroup[] = [
  {
    id: "policies",
    labelKey: "staff.groups.policies",
    links: [
      { route: "quickQuote", labelKey: "staff.quickQuote", permission: "policies.write" },
      { route: "insuredAccounts", labelKey: "staff.insuredAccounts", permission: "accounts.read" },
      // Underwriting's: renewals the rate table cannot price, with the day to mail a non-renewal by.
      { route: "renewalReview", labelKey: "staff.renewalReview", permission: "policies.readAll" },
      // The day's notices on paper: printed, mailed and proved mailed.
      { route: "mailings", labelKey: "staff.mailings", permission: "mailings.manage" },
      // The GL catalogue is what agents sell from, so it sits with the policies rather than administration.
      { route: "glProducts", labelKey: "staff.glProducts", permission: "glProducts.read" },
    ],
  },
  {
    id: "claims",
    labelKey: "staff.groups.claims",
    links: [
      { route: "claimsRegister", labelKey: "staff.allClaims", permission: "claims.read" },
      { route: "claimClocks", labelKey: "staff.claimClocks", permission: "claims.read" },
      // Storms and their figures are the claims managers': an adjuster works only their own claims.
      { route: "catastrophes", labelKey: "staff.catastrophes", permission: "claims.manage" },
    ],
  },
  {
    id: "billing",
    labelKey: "staff.groups.billing",
    links: [
      { route: "refundsDue", labelKey: "staff.refundsDue", permission: "billing.manage" },
      { route: "delinquency", labelKey: "staff.delinquency", permission: "billing.manage" },
      { route: "billingReports", labelKey: "staff.premiumReports", permission: "billing.manage" },
      { route: "unmatchedPayments", labelKey: "staff.unmatchedPayments", permission: "payments.review" },
    ],
  },
  {
    id: "agents",
    labelKey: "staff.groups.agents",
    links: [
      { route: "agentApplications", labelKey: "staff.agentApplications", permission: "agentApplications.manage" },
    ],
  },
  {
    id: "administration",
    labelKey: "staff.groups.administration",
    links: [
      // Users and roles, the catastrophe notice and the rate versions are cards of this one page.
      { route: "staffSettings", labelKey: "staff.settings", permission: "policies.read" },
      { route: "staffAccount", labelKey: "staff.apiKeys", permission: "apiKeys.manage", section: "api-keys-title" },
      { route: "mailOutbox", labelKey: "staff.mail", permission: "mail.read" },
    ],
  },
];

export const billingGroup = staffNavGroups.find((group) => group.id === "billing")!;

const mayUse = (role: Role, link: StaffNavLink) => !link.permission || can(role, link.permission);

/** What a role sees: the links it may use, and only the groups left with at least one. */
export function staffNavigationFor(role: Role): { links: StaffNavLink[]; groups: StaffNavGroup[] } {
  return {
    links: staffTopLinks.filter((link) => mayUse(role, link)),
    groups: staffNavGroups
      .map((group) => ({ ...group, links: group.links.filter((link) => mayUse(role, link)) }))
      .filter((group) => group.links.length > 0),
  };
}

/** Where the link goes, with its section when it has one. */
export const hrefOf = (link: StaffNavLink): string =>
  link.section ? `${pathTo(link.route)}#${link.section}` : pathTo(link.route);

/**
 * SPEC §2: the dashboard is active on an exact match only, the rest by path prefix, a whole segment
 * at a time (an insured account's page is in Insured Accounts; /policy/accounts is not in /policy/account).
 */
export function isLinkActive(link: StaffNavLink, pathname: string): boolean {
  const path = pathTo(link.route);
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return current === path || (!link.exact && current.startsWith(`${path}/`));
}

/** A group is active while the current page is one of its screens (or a page under one). */
export const isGroupActive = (group: StaffNavGroup, pathname: string): boolean =>
  group.links.some((link) => isLinkActive(link, pathname));
