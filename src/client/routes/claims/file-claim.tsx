import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("claimsFile");

export default function FileClaimPage() {
  return <PlaceholderPage routeId="claimsFile" />;
}
