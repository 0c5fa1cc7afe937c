import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("portalDetail");

export default function PortalDetailPage() {
  return <PlaceholderPage routeId="portalDetail" />;
}
