import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pathTo } from "../../../shared/routes";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";

export const handle: PageHandle = { namespace: "common", metaKey: "pages.payPolicy" };
export const meta = publicPageMeta(pathTo("payPolicy"), handle);

export default function PayPolicyPage() {
  return <PlaceholderPage routeId="payPolicy" />;
}
