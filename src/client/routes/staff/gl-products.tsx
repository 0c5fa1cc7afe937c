import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("glProducts");

export default function GlProductsPage() {
  return <PlaceholderPage routeId="glProducts" />;
}
