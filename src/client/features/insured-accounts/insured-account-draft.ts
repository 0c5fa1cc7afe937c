import { newAccountTemplate, type InsuredAccount } from "../../../shared/insured-account";

/**
 * What the account form's inputs hold: every field as text ("" when blank),
 * as the API takes them. `agentId` only where the user chooses the agent
 * (staff); left out, the server keeps the agent (an agent's own accounts).
 */
export interface InsuredAccountDraft {
  name: string;
  businessType: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  status: string;
  agentId?: string;
}

export function emptyInsuredAccountDraft(choosesAgent: boolean): InsuredAccountDraft {
  const { id: _id, accountNumber: _number, policyCount: _count, agentId, ...fields } = newAccountTemplate;
  return { ...fields, ...(choosesAgent ? { agentId: agentId ?? "" } : {}) };
}

export function draftOfInsuredAccount(account: InsuredAccount, choosesAgent: boolean): InsuredAccountDraft {
  return {
    name: account.name,
    businessType: account.businessType,
    contactName: account.contactName,
    email: account.email,
    phone: account.phone,
    address: account.address,
    city: account.city,
    state: account.state,
    zipCode: account.zipCode,
    status: account.status,
    ...(choosesAgent ? { agentId: account.agentId ?? "" } : {}),
  };
}
