import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("claimsFile");

export default function FileClaimPage() {
  return <PlaceholderPage routeId="claimsFile" />;
}
