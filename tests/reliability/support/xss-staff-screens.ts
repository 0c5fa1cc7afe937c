import type { Page } from "playwright-core";
import { pathTo } from "../../../src/shared/routes";
import type { ScreenDialog, StaffScreen } from "./xss-screen-check";
import type { AgentRecords } from "./xss-store-agent";
import type { PublicSubmissions } from "./xss-store-public";
import { allPayloads } from "./xss-payloads";

const clickButton = (name: string) => async (page: Page) => {
  await page.getByRole("button", { name, exact: true }).first().click();
};

/** The workflow's confirmation for one document, opened from its row's menu in a documents table. */
const rowWorkflowDialog = (documentName: string): ScreenDialog => ({
  name: "row workflow menu, Send for Review",
  async open(page) {
    await page.getByRole("button", { name: `Workflow for ${documentName}` }).click();
    await page.getByRole("menuitem", { name: "Send for Review" }).click();
  },
  texts: [`Send for Review: ${documentName}`],
});

/**
 * Every staff screen, dialog and menu where the scenario's stored texts
 * appear, with the texts each must show. Paths come from the route table.
 */
export function staffScreens(agent: AgentRecords, submissions: PublicSubmissions): StaffScreen[] {
  const { policy, portal, uploadedByAgent, retitled, uploadedByStaff } = agent;
  const documentNames = [uploadedByAgent.name, retitled.name, uploadedByStaff.name];
  const { linkedClaim, strayClaim, application } = submissions;
  const document = (id: string) => pathTo("documentDetail", { documentId: id });
  return [
    {
      name: "Portal dashboard",
      path: pathTo("policyDashboard"),
      texts: [portal.QsmConfigName, portal.NameInsured],
    },
    {
      name: "Portal detail",
      path: pathTo("portalDetail", { portalIdentity: portal.portalIdentity }),
      texts: [
        portal.QsmConfigName,
        portal.NameInsured,
        ...documentNames,
        // Recent Activity: the names inside sentences.
        `sent ${uploadedByAgent.name} for review`,
        `rejected ${retitled.name}`,
      ],
      dialogs: [
        {
          name: "Edit Portal dialog",
          open: clickButton("Edit Portal"),
          texts: [`Edit ${portal.QsmConfigName}`],
          fieldValues: [portal.QsmConfigName, portal.NameInsured],
        },
        rowWorkflowDialog(uploadedByStaff.name),
      ],
    },
    { name: "Recent Documents", path: pathTo("policyRecent"), texts: documentNames },
    {
      name: "Document uploaded by the agent",
      path: document(uploadedByAgent.id),
      texts: [uploadedByAgent.name, `sent ${uploadedByAgent.name} for review`],
      dialogs: [{ name: "Reject dialog", open: clickButton("Reject"), texts: [`Reject ${uploadedByAgent.name}`] }],
    },
    {
      name: "Document retitled and rejected",
      path: document(retitled.id),
      texts: [retitled.name, agent.rejectionReason, `rejected ${retitled.name}`],
      dialogs: [
        {
          name: "Send for Review dialog",
          open: clickButton("Send for Review"),
          texts: [`Send for Review: ${retitled.name}`],
        },
      ],
    },
    { name: "Document uploaded by staff", path: document(uploadedByStaff.id), texts: [uploadedByStaff.name] },
    {
      name: "Edit document",
      path: pathTo("documentEdit", { documentId: retitled.id }),
      texts: [],
      fieldValues: [retitled.name],
    },
    {
      name: "Search Policies",
      path: `${pathTo("policySearch")}?q=${encodeURIComponent(policy.policyNumber)}`,
      texts: [policy.insuredName],
    },
    {
      name: "Policy detail",
      path: pathTo("policyDetail", { policyId: policy.id }),
      texts: [policy.insuredName, policy.address!, policy.city!, ...allPayloads],
    },
    {
      name: "Edit policy",
      path: pathTo("policyEdit", { policyId: policy.id }),
      texts: [],
      // Endorsements are on no screen: the form keeps them as they are.
      fieldValues: [policy.insuredName, policy.description!, policy.address!, policy.city!],
    },
    {
      name: "Policy documents",
      path: pathTo("policyDocuments", { policyId: policy.id }),
      texts: documentNames,
    },
    {
      name: "Policy claims",
      path: pathTo("policyClaims", { policyId: policy.id }),
      texts: [linkedClaim.memberName, linkedClaim.city],
    },
    {
      name: "Claims",
      path: pathTo("claimsRegister"),
      texts: [
        linkedClaim.memberName,
        linkedClaim.city,
        strayClaim.policyNumber,
        strayClaim.memberName,
        strayClaim.city,
      ],
    },
    {
      name: "Agent applications",
      path: pathTo("agentApplications"),
      texts: [
        application.name,
        application.company,
        application.licenseNumber,
        application.territory,
        application.message,
      ],
    },
  ];
}
