import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("glProducts");

export default function GlProductsPage() {
  return <PlaceholderPage routeId="glProducts" />;
}
