import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { SystemStatus } from "../../features/system/components/system-status";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyDashboard");

export default function DashboardPage() {
  return (
    <PlaceholderPage routeId="policyDashboard">
      <SystemStatus />
    </PlaceholderPage>
  );
}
