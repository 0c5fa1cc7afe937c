import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyDetail");

export default function PolicyDetailPage() {
  return <PlaceholderPage routeId="policyDetail" />;
}
