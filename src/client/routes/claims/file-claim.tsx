import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pathTo } from "../../../shared/routes";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";

export const handle: PageHandle = { namespace: "common", metaKey: "pages.claimsFile" };
export const meta = publicPageMeta(pathTo("claimsFile"), handle);

export default function FileClaimPage() {
  return <PlaceholderPage routeId="claimsFile" />;
}
