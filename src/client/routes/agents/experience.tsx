import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("agentsExperience");

export default function AgentExperiencePage() {
  return <PlaceholderPage routeId="agentsExperience" />;
}
