import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("contact");

export default function ContactPage() {
  return <PlaceholderPage routeId="contact" />;
}
