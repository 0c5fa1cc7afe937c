import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { QueryProvider } from "../../components/layout/query-provider";
import { StaffNav } from "../../components/layout/staff-nav";
import { Button } from "../../components/ui/button";
import { fetchCurrentUser } from "../../lib/api/get-current-user";
import { signOut } from "../../lib/session/sign-out";
import { useLeaveWhenSessionEnds } from "../../lib/session/use-leave-when-session-ends";
import { noticeBannerId } from "../../lib/catastrophe-notice-banner";
import type { Route } from "./+types/layout";

/**
 * The policy administration area: a client-rendered SPA (docs/decisions/0002)
 * for signed-in staff and agents. Anonymous visitors go to the sign-in page
 * and come back; staff who must turn on two-step verification go to their
 * account page first. The server checks every API call again.
 */
export async function clientLoader() {
  return { user: await fetchCurrentUser() };
}

const adjusterPaths = [pathTo("claimsRegister"), pathTo("staffAccount")];

// The redirects are rendered rather than thrown from the loader: on a first
// load that would swap the page under React while it hydrates the SPA shell.
export default function StaffLayout({ loaderData: { user } }: Route.ComponentProps) {
  const location = useLocation();
  useLeaveWhenSessionEnds(user?.id ?? null, "staff");
  // The public site's storm banner stays in <body> when a visitor signs in without a page load.
  useEffect(() => document.getElementById(noticeBannerId)?.remove(), []);
  if (!user) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate replace to={`${pathTo("agentsLogin")}?next=${next}`} />;
  }
  if (user.mustEnrolTwoFactor && location.pathname !== pathTo("staffAccount")) {
    return <Navigate replace to={pathTo("staffAccount")} />;
  }
  if (!can(user.role, "staffArea.open")) {
    // A policyholder who finds the staff area is taken to their own pages.
    return can(user.role, "memberArea.open") ? <Navigate replace to={pathTo("memberPolicy")} /> : <NotAllowed />;
  }
  // An adjuster works claims only: any other staff screen leads to the Claims screen (their own account stays theirs).
  if (!can(user.role, "policies.read") && !adjusterPaths.some((path) => location.pathname.startsWith(path))) {
    return <Navigate replace to={pathTo("claimsRegister")} />;
  }
  return (
    <QueryProvider>
      <StaffNav />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
    </QueryProvider>
  );
}

/** A signed-in user whose role opens neither the staff area nor the member portal lands here instead. */
function NotAllowed() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-6 px-4 py-24 sm:px-6">
      <h1 className="text-4xl font-bold text-primary">{t("staff.notAllowed.title")}</h1>
      <p className="text-lg">{t("staff.notAllowed.body")}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/">{t("staff.notAllowed.home")}</Link>
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={async () => {
            await signOut("thisDevice");
            await navigate(`${pathTo("agentsLogin")}?next=${encodeURIComponent(location.pathname)}`);
          }}
        >
          {t("staff.notAllowed.signOut")}
        </Button>
      </div>
    </main>
  );
}
