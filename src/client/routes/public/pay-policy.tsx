import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("payPolicy");

export default function PayPolicyPage() {
  return <PlaceholderPage routeId="payPolicy" />;
}
