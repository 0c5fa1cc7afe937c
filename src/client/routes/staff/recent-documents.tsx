import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyRecent");

export default function RecentDocumentsPage() {
  return <PlaceholderPage routeId="policyRecent" />;
}
