import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("members");

export default function MembersPage() {
  return <PlaceholderPage routeId="members" />;
}
