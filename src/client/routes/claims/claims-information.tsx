import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("claims");

export default function ClaimsInformationPage() {
  return <PlaceholderPage routeId="claims" />;
}
