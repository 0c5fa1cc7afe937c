import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("about");

export default function AboutPage() {
  return <PlaceholderPage routeId="about" />;
}
