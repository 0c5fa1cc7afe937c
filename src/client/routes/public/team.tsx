import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("team");

export default function TeamPage() {
  return <PlaceholderPage routeId="team" />;
}
