import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("agentsAppointment");

export default function AgentAppointmentPage() {
  return <PlaceholderPage routeId="agentsAppointment" />;
}
