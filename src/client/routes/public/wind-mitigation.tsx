import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("windMitigation");

export default function WindMitigationPage() {
  return <PlaceholderPage routeId="windMitigation" />;
}
