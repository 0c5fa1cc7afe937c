import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("portalDetail");

export default function PortalDetailPage() {
  return <PlaceholderPage routeId="portalDetail" />;
}
