import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("agentsAppointment");

export default function AgentAppointmentPage() {
  return <PlaceholderPage routeId="agentsAppointment" />;
}
