import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { pathTo } from "../../../shared/routes";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";

export const handle: PageHandle = { namespace: "common", metaKey: "pages.agentsLogin" };
export const meta = publicPageMeta(pathTo("agentsLogin"), handle);

export default function AgentLoginPage() {
  return <PlaceholderPage routeId="agentsLogin" />;
}
