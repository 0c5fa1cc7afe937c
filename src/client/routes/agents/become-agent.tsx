import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("agents");

export default function BecomeAgentPage() {
  return <PlaceholderPage routeId="agents" />;
}
