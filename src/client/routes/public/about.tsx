import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("about");

export default function AboutPage() {
  return <PlaceholderPage routeId="about" />;
}
