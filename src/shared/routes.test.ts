import { describe, expect, it } from "vitest";
import { matchRoute, pathTo, prerenderedPaths, routeTable } from "./routes";

describe("route table", () => {
  it("holds every route of SPEC §2 exactly once, plus the screens its flows need", () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    // 25 of SPEC §2; forgot and reset password; the user's own account page; the demo payment portal and the
    // payment confirmation; a document and its edit form (linked from Recent Documents); a policy's edit form,
    // documents, claims and transactions (linked from the policy); the claims register, the agent applications
    // and the settings (Configure); the member portal's five account pages; a GL product's new, view and
    // edit pages; the insured accounts' list, new, view and edit pages; the quick quote of a home; billing's
    // refunds due, delinquency list, reports and the portal's notifications that matched no payment; the
    // e-mail outbox (Mail); a claim's file and the claims' clock screen.
    expect(paths).toHaveLength(63);
    expect(matchRoute("/policy/document/abc/edit")?.id).toBe("documentEdit");
    expect(matchRoute("/policy/account")?.id).toBe("staffAccount");
  });

  it("matches static paths before dynamic ones", () => {
    expect(matchRoute("/policy/new")?.id).toBe("policyNew");
    expect(matchRoute("/policy/search")?.id).toBe("policySearch");
    expect(matchRoute("/policy/portal/new")?.id).toBe("portalNew");
    expect(matchRoute("/policy/P-0042")?.id).toBe("policyDetail");
    expect(matchRoute("/policy/portal/abc")?.id).toBe("portalDetail");
    expect(matchRoute("/policy/claims")?.id).toBe("claimsRegister");
    expect(matchRoute("/policy/claims/clocks")?.id).toBe("claimClocks");
    expect(matchRoute("/policy/claims/catastrophes")?.id).toBe("catastrophes");
    expect(matchRoute("/policy/claims/abc")?.id).toBe("claimFile");
    expect(matchRoute("/policy/P-0042/claims")?.id).toBe("policyClaims");
    expect(matchRoute("/policy/P-0042/transactions")?.id).toBe("policyTransactions");
    expect(matchRoute("/policy/accounts")?.id).toBe("insuredAccounts");
    expect(matchRoute("/policy/billing/refunds")?.id).toBe("refundsDue");
    expect(matchRoute("/policy/billing/reports")?.id).toBe("billingReports");
    expect(matchRoute("/policy/billing/unmatched-payments")?.id).toBe("unmatchedPayments");
    expect(matchRoute("/policy/mail")?.id).toBe("mailOutbox");
    expect(matchRoute("/policy/accounts/new")?.id).toBe("insuredAccountNew");
    expect(matchRoute("/policy/accounts/abc/edit")?.id).toBe("insuredAccountEdit");
    expect(matchRoute("/gl-products/new")?.id).toBe("glProductNew");
    expect(matchRoute("/gl-products/abc")?.id).toBe("glProductDetail");
  });

  it("tells public pages from the staff area and finds nothing for unknown paths", () => {
    expect(matchRoute("/")?.access).toBe("public");
    expect(matchRoute("/gl-products")?.access).toBe("staff");
    expect(matchRoute("/nope")).toBeUndefined();
    expect(matchRoute("/policy/a/b/c")).toBeUndefined();
  });

  it("prerenders every public route and no staff route", () => {
    expect(prerenderedPaths).toContain("/");
    expect(prerenderedPaths).toContain("/claims/file");
    expect(prerenderedPaths.some((path) => path.startsWith("/policy"))).toBe(false);
  });

  it("builds links with encoded parameters", () => {
    expect(pathTo("about")).toBe("/about");
    expect(pathTo("policyDetail", { policyId: "P 1/2" })).toBe("/policy/P%201%2F2");
    expect(() => pathTo("policyDetail")).toThrow(/policyId/);
  });
});
