import type { AgentApplication } from "../../../src/shared/agent-application";
import type { ClaimPhoto } from "../../../src/shared/claim";
import { claimSubmission } from "../../api/support/claim-submission";
import { samplePng } from "../../api/support/multipart";
import type { XssApiClient } from "./xss-api-client";
import { hostileFileNames, xssPayloads as p } from "./xss-payloads";

/** Where the public's hostile texts went, for the screens and e-mails that should show them. */
export interface PublicSubmissions {
  /** A claim on the hostile policy: shown in the claims register and on the policy's claims. */
  linkedClaim: { memberName: string; city: string; notifierEmail: string };
  /** A claim whose policy number itself is hostile (it matches no policy). */
  strayClaim: { policyNumber: string; memberName: string; city: string };
  photo: ClaimPhoto;
  application: { name: string; company: string; licenseNumber: string; territory: string; message: string };
  applicantEmail: string;
  /** How many form fields received a payload. */
  fieldsStored: number;
}

/**
 * Sends hostile text through the three public forms, exactly as their pages
 * send it: a claim photo, two claims, an agent application. Anonymous, as
 * the people who fill them in are.
 */
export async function storePublicSubmissions(api: XssApiClient, policyNumber: string): Promise<PublicSubmissions> {
  const photo = await api.upload<ClaimPhoto>(
    "/api/claims/photos",
    {},
    {
      name: hostileFileNames.photo,
      content: samplePng,
      contentType: "image/png",
    },
  );

  const notifierEmail = "xss.notifier@example.com";
  const linked = claimSubmission(policyNumber, {
    notifierFirstName: p.templateInjection,
    notifierLastName: p.markdownLink,
    notifierEmail,
  });
  linked.member.firstName = p.scriptTag;
  linked.member.lastName = p.imageError;
  linked.location = {
    ...linked.location,
    address1: p.attributeBreakout,
    address2: p.javascriptUrl,
    city: p.svgLoad,
    lossDetails: Object.values(p).join("\n"),
  };
  linked.photoIds = [photo.photoId];
  await api.json("POST", "/api/claims", linked);

  const stray = claimSubmission(p.attributeBreakout, { notifierEmail: "xss.stray@example.com" });
  stray.member.firstName = p.templateInjection;
  stray.member.lastName = p.markdownLink;
  stray.location = { ...stray.location, city: p.javascriptUrl };
  await api.json("POST", "/api/claims", stray);

  const applicantEmail = "xss.applicant@example.com";
  const application: AgentApplication = {
    name: p.imageError,
    email: applicantEmail,
    phone: "(813) 555-0199",
    company: p.javascriptUrl,
    licenseNumber: p.svgLoad,
    licenseState: "Florida",
    yearsExperience: "3-5",
    preferredTerritory: p.templateInjection,
    message: `${p.scriptTag} ${p.markdownLink} ${p.attributeBreakout}`,
    agreeToTerms: true,
  };
  await api.json("POST", "/api/functions/send-agent-appointment", application);

  return {
    linkedClaim: { memberName: `${p.scriptTag} ${p.imageError}`, city: p.svgLoad, notifierEmail },
    strayClaim: {
      policyNumber: p.attributeBreakout,
      memberName: `${p.templateInjection} ${p.markdownLink}`,
      city: p.javascriptUrl,
    },
    photo,
    application: {
      name: application.name,
      company: application.company!,
      licenseNumber: application.licenseNumber,
      territory: application.preferredTerritory!,
      message: application.message!,
    },
    applicantEmail,
    // Photo name; linked claim: 2 member names, 2 notifier names, 3 address fields, details; stray claim: 4; application: 5.
    fieldsStored: 1 + 8 + 4 + 5,
  };
}
