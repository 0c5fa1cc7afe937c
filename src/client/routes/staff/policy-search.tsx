import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("policySearch");

export default function PolicySearchPage() {
  return <PlaceholderPage routeId="policySearch" />;
}
