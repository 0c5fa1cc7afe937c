import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("lpa");

export default function ProducerAgreementPage() {
  return <PlaceholderPage routeId="lpa" />;
}
