import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("windMitigation");

export default function WindMitigationPage() {
  return <PlaceholderPage routeId="windMitigation" />;
}
