import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("home");

export default function HomePage() {
  return <PlaceholderPage routeId="home" />;
}
