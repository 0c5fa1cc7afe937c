import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("members");

export default function MembersPage() {
  return <PlaceholderPage routeId="members" />;
}
