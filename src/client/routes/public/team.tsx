import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("team");

export default function TeamPage() {
  return <PlaceholderPage routeId="team" />;
}
