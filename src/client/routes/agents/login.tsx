import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("agentsLogin");

export default function AgentLoginPage() {
  return <PlaceholderPage routeId="agentsLogin" />;
}
