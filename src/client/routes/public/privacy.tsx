import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("privacy");

export default function PrivacyPage() {
  return <PlaceholderPage routeId="privacy" />;
}
