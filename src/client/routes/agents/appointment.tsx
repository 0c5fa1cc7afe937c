import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pathTo } from "../../../shared/routes";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";

export const handle: PageHandle = { namespace: "common", metaKey: "pages.agentsAppointment" };
export const meta = publicPageMeta(pathTo("agentsAppointment"), handle);

export default function AgentAppointmentPage() {
  return <PlaceholderPage routeId="agentsAppointment" />;
}
