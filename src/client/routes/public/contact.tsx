import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("contact");

export default function ContactPage() {
  return <PlaceholderPage routeId="contact" />;
}
