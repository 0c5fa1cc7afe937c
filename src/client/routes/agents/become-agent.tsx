import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("agents");

export default function BecomeAgentPage() {
  return <PlaceholderPage routeId="agents" />;
}
