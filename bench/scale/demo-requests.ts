import type { Request as AutocannonRequest } from "autocannon";
import type { ClaimSubmission } from "../../src/shared/claim";
import { claimSubmission as validClaim } from "../../tests/api/support/claim-submission";

/** A policy of the demo seed, so submitted claims link to it. */
const seededPolicyNumber = "SRE-0000004";

/** A valid claim (the API tests' own); `claimant` makes its acknowledgement's address unique. */
export function claimSubmission(claimant: string): ClaimSubmission {
  return validClaim(seededPolicyNumber, { notifierEmail: `${claimant}@example.com` });
}

export const publicPages = ["/", "/about", "/claims", "/agents", "/contact"];
export const policySearchPath = "/api/policies?q=coral&status=active";

/** What the app itself answers on reads: public pages (prerendered HTML) and a staff policy search. */
export function appReadRequests(staffCookie: string): AutocannonRequest[] {
  return [
    ...publicPages.map((path) => ({ method: "GET" as const, path, headers: { "accept-encoding": "br" } })),
    { method: "GET", path: policySearchPath, headers: { cookie: staffCookie } },
  ];
}

/** What a visitor's browser mixes in: hashed assets (nginx answers these) and now and then a claim. */
export function mixedRequests(staffCookie: string, publicUrl: string, assetPaths: string[]): AutocannonRequest[] {
  return [
    ...appReadRequests(staffCookie),
    ...assetPaths.map((path) => ({ method: "GET" as const, path, headers: { "accept-encoding": "br, gzip" } })),
    {
      method: "POST",
      path: "/api/claims",
      headers: { "content-type": "application/json", origin: publicUrl },
      body: JSON.stringify(claimSubmission("load-test")),
    },
  ];
}
