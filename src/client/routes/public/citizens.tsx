import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("citizens");

export default function CitizensPage() {
  return <PlaceholderPage routeId="citizens" />;
}
