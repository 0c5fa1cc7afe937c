import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("portalNew");

export default function NewPortalPage() {
  return <PlaceholderPage routeId="portalNew" />;
}
