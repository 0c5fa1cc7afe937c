import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { DemoCallers } from "./demo-callers";
import { claimSubmission } from "../../api/support/claim-submission";
import { multipartBody, samplePdf, samplePng } from "../../api/support/multipart";
import { siteOrigin } from "../../api/support/sign-in";

/**
 * Gives the demo `agent` one record of every kind the API makes, beside the
 * seed's: an upload on no portal yet, an upload and a file-less entry on a
 * portal, a document sent for review (activity), an insured account, a policy,
 * and a claim with a photo on one of their policies. Throws if any step fails.
 */
export async function fillAgentBook(app: FastifyInstance, as: DemoCallers): Promise<void> {
  const upload = async (name: string, content: Buffer, fields: Record<string, string>) => {
    const body = multipartBody(fields, { name, content });
    const response = await app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { cookie: as.cookie("agent")!, origin: siteOrigin, "content-type": body.contentType },
      payload: body.payload,
    });
    return expectCreated(response, `upload ${name}`);
  };

  const portals = (await as.call("agent", "POST", "/api/home/portals", {})).json().data.items;
  const policies = (await as.call("agent", "GET", "/api/policies?pageSize=50")).json().data.items;
  const portal = portals[0];

  await upload("Agent One Unfiled Upload.pdf", samplePdf, {});
  const photo = await upload("Agent One Roof Photo.png", samplePng, { portalId: portal.portalIdentity });
  expectCreated(
    await as.call("agent", "POST", `/api/portal/${portal.portalIdentity}/documents`, {
      name: "Agent One Entry Without File",
    }),
    "document entry",
  );
  expectOk(
    await as.call("agent", "POST", `/api/documents/${photo.id}/workflow`, { action: "review" }),
    "send for review",
  );
  expectCreated(
    await as.call("agent", "POST", "/api/Account_OnNew", { name: "Agent One Private Holdings LLC" }),
    "insured account",
  );
  expectCreated(
    await as.call("agent", "POST", "/api/policies", {
      policyType: "Property",
      // Active, with a premium no other book has: a total that counted it would show.
      status: "active",
      insuredName: "Agent One Private Insured Corp",
      effectiveDate: "2026-03-01",
      expirationDate: "2027-03-01",
      premium: 987_654,
      coverage: 1_000_000,
    }),
    "policy",
  );

  const photoBody = multipartBody({}, { name: "Agent One Claim Photo.png", content: samplePng });
  const claimPhoto = expectCreated(
    await app.inject({
      method: "POST",
      url: "/api/claims/photos",
      headers: { origin: siteOrigin, "content-type": photoBody.contentType },
      payload: photoBody.payload,
    }),
    "claim photo",
  );
  const claim = claimSubmission(policies[0].policyNumber, { notifierEmail: "agent-one-claimant@example.com" });
  expectCreated(
    await as.call("anonymous", "POST", "/api/claims", { ...claim, photoIds: [claimPhoto.photoId] }),
    "claim",
  );
}

function expectCreated(response: LightMyRequestResponse, what: string): Record<string, string> {
  if (response.statusCode !== 201) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

function expectOk(response: LightMyRequestResponse, what: string): void {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}
