import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("agentsLogin");

export default function AgentLoginPage() {
  return <PlaceholderPage routeId="agentsLogin" />;
}
