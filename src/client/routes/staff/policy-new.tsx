import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyNew");

export default function NewPolicyPage() {
  return <PlaceholderPage routeId="policyNew" />;
}
