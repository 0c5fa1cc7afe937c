import { useTranslation } from "react-i18next";
import type { MemberPolicy } from "../../../shared/member";
import { EmptyState, QueryStates } from "../../components/lists/query-states";
import { useMemberClaims } from "./api/list-member-claims";
import { ClaimCard } from "./claim-card";
import { memberNs } from "./member-texts";

/** Every claim on the policy, in the order the server sends them, or a word that there are none. */
export function ClaimsList({ policy }: { policy: MemberPolicy }) {
  const { t } = useTranslation(memberNs);
  const claims = useMemberClaims(policy.id);
  return (
    <QueryStates
      query={claims}
      texts={{ loading: t("claims.loading"), loadFailed: t("claims.loadFailed"), retry: t("shell.retry") }}
    >
      {(found) =>
        found.length === 0 ? (
          <EmptyState title={t("claims.empty.title")} body={t("claims.empty.body")} />
        ) : (
          <div className="space-y-6">
            {found.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} policyId={policy.id} />
            ))}
          </div>
        )
      }
    </QueryStates>
  );
}
