import { Outlet } from "react-router";
import { QueryProvider } from "../../components/layout/query-provider";
import { StaffNav } from "../../components/layout/staff-nav";

/** The policy administration area: a client-rendered SPA (docs/decisions/0002). */
export default function StaffLayout() {
  return (
    <QueryProvider>
      <StaffNav />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
    </QueryProvider>
  );
}
