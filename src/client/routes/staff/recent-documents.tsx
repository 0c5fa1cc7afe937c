import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("policyRecent");

export default function RecentDocumentsPage() {
  return <PlaceholderPage routeId="policyRecent" />;
}
