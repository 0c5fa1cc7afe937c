import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("claims");

export default function ClaimsInformationPage() {
  return <PlaceholderPage routeId="claims" />;
}
