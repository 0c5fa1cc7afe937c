import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pathTo } from "../../../shared/routes";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";

export const handle: PageHandle = { namespace: "common", metaKey: "pages.lpa" };
export const meta = publicPageMeta(pathTo("lpa"), handle);

export default function ProducerAgreementPage() {
  return <PlaceholderPage routeId="lpa" />;
}
