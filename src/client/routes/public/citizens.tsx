import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("citizens");

export default function CitizensPage() {
  return <PlaceholderPage routeId="citizens" />;
}
