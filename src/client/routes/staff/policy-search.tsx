import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policySearch");

export default function PolicySearchPage() {
  return <PlaceholderPage routeId="policySearch" />;
}
