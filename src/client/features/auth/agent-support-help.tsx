import { ContactHelp } from "../../components/page/contact-help";
import { company } from "../../lib/company";

/** The agent support help block of the sign-in pages: phone, e-mail and hours. */
export function AgentSupportHelp({ ns }: { ns: string }) {
  return <ContactHelp ns={ns} prefix="help" phone={company.phones.agentSupport} email={company.emails.agents} />;
}
