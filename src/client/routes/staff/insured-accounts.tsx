import { Plus } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { accountListSchema, accountStatuses, type InsuredAccount } from "../../../shared/insured-account";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { choicesWithAll, FilterBar } from "../../components/lists/filter-bar";
import { QueryTable } from "../../components/lists/query-table";
import { Button } from "../../components/ui/button";
import { useInsuredAccounts } from "../../features/insured-accounts/api/list-insured-accounts";
import { insuredAccountColumns } from "../../features/insured-accounts/insured-account-columns";
import { useUrlState } from "../../hooks/use-url-state";
import { routeTitleMeta } from "../../lib/page-meta";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { listTexts, staffNs } from "../../lib/staff-texts";

export const meta = routeTitleMeta("insuredAccounts");

const defaults = { searchTerm: "", status: "", page: 1 };

/**
 * Insured accounts (SPEC §7 Account_*): the businesses and households that
 * hold policies, searched by name or account number, ten to a page; a row
 * opens the account. Agents see their own accounts only.
 */
export default function InsuredAccountsPage() {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const mayWrite = can(useCurrentUser().role, "accounts.write");
  const [view, setView] = useUrlState(defaults);
  const list = accountListSchema.catch(accountListSchema.parse({})).parse({
    ...view,
    searchTerm: view.searchTerm || undefined,
    status: view.status || undefined,
  });
  const accounts = useInsuredAccounts(list);
  const columns = useMemo(() => insuredAccountColumns(t), [t]);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{t("accounts.title")}</h1>
          <p className="text-muted-foreground">{t("accounts.lead")}</p>
        </div>
        {mayWrite && (
          <Button asChild>
            <Link to={pathTo("insuredAccountNew")}>
              <Plus aria-hidden="true" />
              {t("accounts.new")}
            </Link>
          </Button>
        )}
      </div>
      <FilterBar
        key={view.searchTerm}
        label={t("accounts.filters.label")}
        searchButtonLabel={t("common.search")}
        search={{ name: "searchTerm", label: t("accounts.filters.search"), value: view.searchTerm }}
        selects={[
          {
            name: "status",
            label: t("accounts.columns.status"),
            value: view.status,
            options: choicesWithAll(t("common.allStatuses"), accountStatuses, (status) => t(`accountStatus.${status}`)),
          },
        ]}
        onChange={setView}
      />
      <QueryTable<InsuredAccount>
        query={accounts}
        columns={columns}
        rowKey={(account) => account.id}
        texts={listTexts(t, "accounts")}
        onViewChange={setView}
        onRowOpen={(account) => void navigate(pathTo("insuredAccountDetail", { accountId: account.id }))}
      />
    </div>
  );
}
