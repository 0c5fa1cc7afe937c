import { ArrowLeft, Calculator, FilePlus, Pencil } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import type { InsuredAccount } from "../../../shared/insured-account";
import { can } from "../../../shared/permissions";
import { policySearchPageSize, policySearchSchema, type Policy } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { Facts, RecordCard } from "../../components/lists/facts";
import { QueryTable } from "../../components/lists/query-table";
import { RecordGate } from "../../components/lists/record-gate";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { useInsuredAccount } from "../../features/insured-accounts/api/get-insured-account";
import { insuredAccountRecordTexts } from "../../features/insured-accounts/insured-account-record-texts";
import { usePolicySearch } from "../../features/policies/api/search-policies";
import { policyColumns } from "../../features/policies/policy-columns";
import { useUrlState } from "../../hooks/use-url-state";
import { formatMoment } from "../../lib/format-date";
import { routeTitleMeta } from "../../lib/page-meta";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { listTexts, staffNs } from "../../lib/staff-texts";

export const meta = routeTitleMeta("insuredAccountDetail");

/** The account's policies (an agent's own among them), each linking to the policy, sorted and paged in the address. */
function AccountPolicies({ account }: { account: InsuredAccount }) {
  const { t, i18n } = useTranslation(staffNs);
  const navigate = useNavigate();
  const [view, setView] = useUrlState({ sortBy: "policyNumber", sortDirection: "asc", page: 1 });
  const search = policySearchSchema.catch(policySearchSchema.parse({})).parse({
    ...view,
    accountId: account.id,
    pageSize: policySearchPageSize,
  });
  const policies = usePolicySearch(search);
  const columns = useMemo(
    () => policyColumns(t, i18n.language).filter((column) => column.id !== "insured"),
    [t, i18n.language],
  );
  return (
    <RecordCard title={t("accountDetail.policies.title")}>
      <QueryTable<Policy>
        query={policies}
        columns={columns}
        rowKey={(policy) => policy.id}
        texts={listTexts(t, "accountDetail.policies")}
        sort={{ sortBy: search.sortBy, sortDirection: search.sortDirection }}
        onViewChange={setView}
        onRowOpen={(policy) => void navigate(pathTo("policyDetail", { policyId: policy.id }))}
      />
    </RecordCard>
  );
}

function InsuredAccountView({ account }: { account: InsuredAccount }) {
  const { t, i18n } = useTranslation(staffNs);
  const role = useCurrentUser().role;
  const blank = (value: string) => value || "–";
  const address = [account.address, [account.city, account.state, account.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={pathTo("insuredAccounts")} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("accountDetail.back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold break-words text-primary">{account.name}</h1>
          <p className="text-lg tabular-nums">{account.accountNumber}</p>
          <StatusBadge status={account.status} label={t(`accountStatus.${account.status}`)} />
        </div>
        <div className="flex flex-wrap gap-3">
          {can(role, "accounts.write") && (
            <Button asChild variant="outline">
              <Link to={pathTo("insuredAccountEdit", { accountId: account.id })}>
                <Pencil aria-hidden="true" />
                {t("accountDetail.edit")}
              </Link>
            </Button>
          )}
          {can(role, "policies.write") && (
            <Button asChild>
              <Link to={`${pathTo("policyNew")}?accountId=${encodeURIComponent(account.id)}`}>
                <FilePlus aria-hidden="true" />
                {t("accountDetail.newPolicy")}
              </Link>
            </Button>
          )}
          {can(role, "policies.write") && (
            <Button asChild variant="outline">
              <Link to={`${pathTo("quickQuote")}?accountId=${encodeURIComponent(account.id)}`}>
                <Calculator aria-hidden="true" />
                {t("accountDetail.quickQuote")}
              </Link>
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <RecordCard title={t("accountForm.contactSection")}>
          <Facts
            items={[
              [t("accountForm.contactName"), blank(account.contactName)],
              [
                t("accountForm.email"),
                account.email ? (
                  <a key="email" href={`mailto:${account.email}`} className="break-all text-primary underline">
                    {account.email}
                  </a>
                ) : (
                  "–"
                ),
              ],
              [
                t("accountForm.phone"),
                account.phone ? (
                  <a key="phone" href={`tel:${account.phone}`} className="text-primary underline">
                    {account.phone}
                  </a>
                ) : (
                  "–"
                ),
              ],
              [t("accountForm.addressSection"), address || "–"],
            ]}
          />
        </RecordCard>
        <RecordCard title={t("accountForm.accountSection")}>
          <Facts
            items={[
              [t("accountForm.businessType"), account.businessType ? t(`businessType.${account.businessType}`) : "–"],
              [
                t("accountForm.status"),
                <StatusBadge key="status" status={account.status} label={t(`accountStatus.${account.status}`)} />,
              ],
              [t("accountForm.agentId"), account.agent?.name ?? t("accountForm.noAgent")],
            ]}
          />
        </RecordCard>
        <RecordCard title={t("accountDetail.history")}>
          <Facts
            items={[
              [t("accountDetail.created"), formatMoment(account.createdAt, i18n.language)],
              [t("accountDetail.updated"), formatMoment(account.updatedAt, i18n.language)],
            ]}
          />
        </RecordCard>
      </div>
      <AccountPolicies account={account} />
    </div>
  );
}

/** An insured account's page (/policy/accounts/{id}): its details and its policies, each a link to the policy. */
export default function InsuredAccountDetailPage() {
  const { t } = useTranslation(staffNs);
  const { accountId = "" } = useParams();
  return (
    <RecordGate
      query={useInsuredAccount(accountId)}
      texts={insuredAccountRecordTexts(t)}
      backTo={pathTo("insuredAccounts")}
    >
      {(account) => <InsuredAccountView account={account} />}
    </RecordGate>
  );
}
