import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("portalNew");

export default function NewPortalPage() {
  return <PlaceholderPage routeId="portalNew" />;
}
