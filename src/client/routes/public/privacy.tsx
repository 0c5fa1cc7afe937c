import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("privacy");

export default function PrivacyPage() {
  return <PlaceholderPage routeId="privacy" />;
}
