import { useTranslation } from "react-i18next";
import type { MemberPolicy } from "../../../shared/member";
import { EmptyState, ErrorState, LoadingState } from "../../components/lists/query-states";
import { useMemberClaims } from "./api/use-member-claims";
import { ClaimCard } from "./claim-card";
import { memberNs } from "./member-texts";

/** Every claim on the policy, in the order the server sends them, or a word that there are none. */
export function ClaimsList({ policy }: { policy: MemberPolicy }) {
  const { t } = useTranslation(memberNs);
  const claims = useMemberClaims(policy.id);
  if (claims.isPending) return <LoadingState label={t("claims.loading")} />;
  if (claims.isError) {
    return (
      <ErrorState
        title={t("claims.loadFailed")}
        message={claims.error.message}
        retryLabel={t("shell.retry")}
        onRetry={() => void claims.refetch()}
      />
    );
  }
  if (claims.data.length === 0) return <EmptyState title={t("claims.empty.title")} body={t("claims.empty.body")} />;
  return (
    <div className="space-y-6">
      {claims.data.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} />
      ))}
    </div>
  );
}
