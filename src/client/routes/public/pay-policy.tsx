import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("payPolicy");

export default function PayPolicyPage() {
  return <PlaceholderPage routeId="payPolicy" />;
}
