import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("policyDetail");

export default function PolicyDetailPage() {
  return <PlaceholderPage routeId="policyDetail" />;
}
