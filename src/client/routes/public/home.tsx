import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("home");

export default function HomePage() {
  return <PlaceholderPage routeId="home" />;
}
