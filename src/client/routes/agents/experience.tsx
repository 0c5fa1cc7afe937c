import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("agentsExperience");

export default function AgentExperiencePage() {
  return <PlaceholderPage routeId="agentsExperience" />;
}
