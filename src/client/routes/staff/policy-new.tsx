import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("policyNew");

export default function NewPolicyPage() {
  return <PlaceholderPage routeId="policyNew" />;
}
