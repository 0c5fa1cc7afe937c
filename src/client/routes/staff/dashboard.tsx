import { PlaceholderPage } from "../../components/layout/placeholder-page";
import { SystemStatus } from "../../features/system/components/system-status";
import { pageMeta } from "../../lib/page-meta";

export const meta = pageMeta("policyDashboard");

export default function DashboardPage() {
  return (
    <PlaceholderPage routeId="policyDashboard">
      <SystemStatus />
    </PlaceholderPage>
  );
}
