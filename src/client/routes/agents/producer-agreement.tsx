import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("lpa");

export default function ProducerAgreementPage() {
  return <PlaceholderPage routeId="lpa" />;
}
