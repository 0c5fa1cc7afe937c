import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("products");

export default function ProductsPage() {
  return <PlaceholderPage routeId="products" />;
}
