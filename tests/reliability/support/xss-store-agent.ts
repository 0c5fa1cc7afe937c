import type { Document } from "../../../src/shared/document";
import type { Policy } from "../../../src/shared/policy";
import type { Portal } from "../../../src/shared/portal";
import { samplePdf } from "../../api/support/multipart";
import type { XssApiClient } from "./xss-api-client";
import { hostileFileNames, xssPayloads as p } from "./xss-payloads";

/** The hostile records an agent (and one staff upload) leave for staff to read. */
export interface AgentRecords {
  policy: Policy;
  portal: Portal;
  /** Uploaded by the agent under a hostile file name, then sent for review. */
  uploadedByAgent: Document;
  /** An upload the agent attached to the portal under a hostile title; rejected by staff with a hostile reason. */
  retitled: Document;
  /** Uploaded by staff under a hostile file name. */
  uploadedByStaff: Document;
  rejectionReason: string;
  fieldsStored: number;
}

/**
 * Agents are outside the company: what they type (a policy, a portal, a
 * document's file name and title) reaches staff screens like the public's
 * text does. Everything goes through the same API calls as the staff area's forms.
 */
export async function storeAgentRecords(
  api: XssApiClient,
  { agent, staff }: { agent: string; staff: string },
): Promise<AgentRecords> {
  const policy = await api.json<Policy>(
    "POST",
    "/api/policies",
    {
      policyType: "General Liability",
      insuredName: p.svgLoad,
      effectiveDate: "2026-01-01",
      expirationDate: "2027-01-01",
      premium: 1200,
      coverage: 1_000_000,
      description: Object.values(p).join("\n"),
      address: p.attributeBreakout,
      city: p.javascriptUrl,
      endorsements: [p.markdownLink, p.templateInjection],
    },
    agent,
  );
  const portal = await api.json<Portal>(
    "POST",
    "/api/portals",
    { QsmConfigName: p.imageError, NameInsured: p.markdownLink, policyId: policy.id },
    agent,
  );
  const pdf = (name: string) => ({ name, content: samplePdf, contentType: "application/pdf" });
  const onPortal = { portalId: portal.diHeaderGUID, category: "Inspection", priority: "High" };

  const uploadedByAgent = await api.upload<Document>("/api/upload", onPortal, pdf(hostileFileNames.imageError), agent);
  await api.json("POST", `/api/documents/${uploadedByAgent.id}/workflow`, { action: "review" }, agent);

  const loose = await api.upload<Document>("/api/upload", {}, pdf("loss-run.pdf"), agent);
  const retitled = await api.json<Document>(
    "POST",
    `/api/portal/${encodeURIComponent(portal.portalIdentity)}/documents`,
    { documentId: loose.id, name: `${p.attributeBreakout} ${p.templateInjection}`, category: "Claim" },
    agent,
  );
  await api.json("POST", `/api/documents/${retitled.id}/workflow`, { action: "review" }, agent);
  const rejectionReason = `${p.markdownLink} ${p.scriptTag}`;
  await api.json(
    "POST",
    `/api/documents/${retitled.id}/workflow`,
    { action: "reject", reason: rejectionReason },
    staff,
  );

  const uploadedByStaff = await api.upload<Document>("/api/upload", onPortal, pdf(hostileFileNames.svgLoad), staff);

  return {
    policy,
    portal,
    uploadedByAgent,
    retitled,
    uploadedByStaff,
    rejectionReason,
    // Policy: 6 fields (two endorsements); portal: 2; documents: 2 file names, a title, a rejection reason.
    fieldsStored: 6 + 2 + 4,
  };
}
