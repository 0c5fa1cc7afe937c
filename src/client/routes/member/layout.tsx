import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useMatches, useSearchParams } from "react-router";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { PublicChrome } from "../../components/layout/public-chrome";
import { QueryProvider } from "../../components/layout/query-provider";
import { ErrorState, LoadingState } from "../../components/lists/query-states";
import { fetchCurrentUser } from "../../lib/api/get-current-user";
import { useLeaveWhenSessionEnds } from "../../lib/session/use-leave-when-session-ends";
import { useMemberPolicies } from "../../features/member/api/list-member-policies";
import { MemberHeading } from "../../features/member/member-heading";
import { isMemberPageHandle } from "../../features/member/member-pages";
import { memberNs } from "../../features/member/member-texts";
import { NoPolicy } from "../../features/member/no-policy";
import { NotForStaff } from "../../features/member/not-for-staff";
import { choosePolicy, policyParam, type MemberOutletContext } from "../../features/member/selected-policy";
import type { Route } from "./+types/layout";

/**
 * The member portal: a client-rendered area, like the staff one,
 * for signed-in policyholders, inside the public site's header and footer.
 * Anonymous visitors go to the public member page to ask for a sign-in link;
 * staff and agents are pointed to their own area. The server checks every call again.
 */
export async function clientLoader() {
  return { user: await fetchCurrentUser() };
}

// As in the staff layout, redirects are rendered rather than thrown from the loader.
export default function MemberLayout({ loaderData: { user } }: Route.ComponentProps) {
  const location = useLocation();
  useLeaveWhenSessionEnds(user?.id ?? null, "member");
  if (!user) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate replace to={`${pathTo("members")}?next=${next}`} />;
  }
  return (
    <PublicChrome>
      {can(user.role, "memberArea.open") ? (
        <QueryProvider>
          <MemberArea />
        </QueryProvider>
      ) : (
        <NotForStaff />
      )}
    </PublicChrome>
  );
}

/** The member's policies, the one chosen in `?policy=`, the heading with the sub-navigation, then the page. */
function MemberArea() {
  const { t } = useTranslation(memberNs);
  const policies = useMemberPolicies();
  const [searchParams] = useSearchParams();
  const page = useMatches()
    .map((match) => match.handle)
    .findLast(isMemberPageHandle)?.memberPage;

  if (policies.isPending) return <LoadingState label={t("shell.loading")} />;
  if (policies.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">{t("shell.loadFailed")}</h1>
        <ErrorState
          title={t("shell.loadFailed")}
          message={policies.error.message}
          retryLabel={t("shell.retry")}
          onRetry={() => void policies.refetch()}
        />
      </div>
    );
  }
  const policy = choosePolicy(policies.data, searchParams.get(policyParam));
  if (!policy) return <NoPolicy />;
  const context: MemberOutletContext = { policy, policies: policies.data };
  return (
    <>
      <MemberHeading page={page ?? "memberPolicy"} policy={policy} policies={policies.data} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <Outlet context={context} />
      </div>
    </>
  );
}
