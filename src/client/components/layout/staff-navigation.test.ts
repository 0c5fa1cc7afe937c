import { describe, expect, it } from "vitest";
import {
  hrefOf,
  isGroupActive,
  isLinkActive,
  staffNavGroups,
  staffNavigationFor,
  staffTopLinks,
} from "./staff-navigation";

const labels = (role: "staff" | "agent" | "adjuster") => {
  const { links, groups } = staffNavigationFor(role);
  return {
    links: links.map((link) => link.labelKey),
    groups: Object.fromEntries(groups.map((group) => [group.id, group.links.map((link) => link.route)])),
  };
};
const group = (id: string) => staffNavGroups.find((each) => each.id === id)!;

describe("what each role sees in the staff navigation", () => {
  it("gives staff SPEC §2's four links and every group", () => {
    expect(labels("staff")).toEqual({
      links: ["staff.dashboard", "staff.newPolicy", "staff.searchPolicies", "staff.recentDocuments"],
      groups: {
        policies: ["quickQuote", "insuredAccounts", "renewalReview", "mailings", "glProducts"],
        claims: ["claimsRegister", "claimClocks", "catastrophes"],
        billing: ["refundsDue", "delinquency", "billingReports", "unmatchedPayments"],
        agents: ["agentApplications"],
        administration: ["staffSettings", "staffAccount", "mailOutbox"],
      },
    });
  });

  it("hides from agents the groups whose screens they may not use, and the links within a group", () => {
    expect(labels("agent")).toEqual({
      links: ["staff.dashboard", "staff.newPolicy", "staff.searchPolicies", "staff.recentDocuments"],
      groups: {
        policies: ["quickQuote", "insuredAccounts", "glProducts"],
        administration: ["staffSettings", "staffAccount"],
      },
    });
  });

  it("gives an adjuster only the claims screens they work from, not the storms' figures", () => {
    expect(labels("adjuster")).toEqual({ links: [], groups: { claims: ["claimsRegister", "claimClocks"] } });
  });
});

describe("which entry is active", () => {
  const dashboard = staffTopLinks[0]!;
  const search = staffTopLinks.find((link) => link.route === "policySearch")!;

  it("is the dashboard on its exact path only", () => {
    expect(isLinkActive(dashboard, "/policy")).toBe(true);
    expect(isLinkActive(dashboard, "/policy/")).toBe(true);
    expect(isLinkActive(dashboard, "/policy/portal/new")).toBe(false);
    expect(isLinkActive(dashboard, "/policy/P-000001")).toBe(false);
  });

  it("is any other link on its path and the pages under it, a whole segment at a time", () => {
    expect(isLinkActive(search, "/policy/search")).toBe(true);
    expect(isLinkActive(search, "/policy/search/")).toBe(true);
    expect(isLinkActive(search, "/policy/searching")).toBe(false);
    const accounts = group("policies").links.find((link) => link.route === "insuredAccounts")!;
    expect(isLinkActive(accounts, "/policy/accounts/abc/edit")).toBe(true);
    const apiKeys = group("administration").links.find((link) => link.route === "staffAccount")!;
    expect(isLinkActive(apiKeys, "/policy/account")).toBe(true);
    expect(isLinkActive(apiKeys, "/policy/accounts")).toBe(false);
  });

  it("is a group while the page is one of its screens", () => {
    expect(isGroupActive(group("billing"), "/policy/billing/delinquency")).toBe(true);
    expect(isGroupActive(group("billing"), "/policy/claims")).toBe(false);
    expect(isGroupActive(group("policies"), "/gl-products/abc/edit")).toBe(true);
    // A policy's own claims are the policy's page, not the claims register.
    expect(isGroupActive(group("claims"), "/policy/P-000001/claims")).toBe(false);
    expect(staffNavGroups.filter((each) => isGroupActive(each, "/policy"))).toEqual([]);
  });
});

it("links a part of a page by its heading", () => {
  const apiKeys = group("administration").links.find((link) => link.route === "staffAccount")!;
  expect(hrefOf(apiKeys)).toBe("/policy/account#api-keys-title");
  expect(hrefOf(staffTopLinks[0]!)).toBe("/policy");
});
