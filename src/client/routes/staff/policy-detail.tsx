import { ArrowLeft, FileText, Mail, MailCheck, Pencil, ShieldAlert, Stamp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { daysRemaining, formatMoney, monthlyPremium } from "../../../shared/format";
import { dialable } from "../../../shared/phone";
import { can } from "../../../shared/permissions";
import type { Policy } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { Facts, RecordCard } from "../../components/lists/facts";
import { KeyFigure } from "../../components/lists/key-figure";
import { RecordGate } from "../../components/lists/record-gate";
import { StatusBadge } from "../../components/lists/status-badge";
import { PhoneLink } from "../../components/page/phone-link";
import { Button } from "../../components/ui/button";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useClaimSearch } from "../../features/claims-register/api/search-claims";
import { HomeRatingCard } from "../../features/policies/home-rating-card";
import { PolicyAccountLink } from "../../features/policies/policy-account-link";
import { useRecentDocuments } from "../../features/documents/api/list-recent-documents";
import { usePolicy } from "../../features/policies/api/get-policy";
import { PolicyBillingCard } from "../../features/policy-billing/policy-billing-card";
import { policyRecordTexts } from "../../features/policies/policy-record-texts";
import { usePolicyTransactions } from "../../features/policy-transactions/api/list-policy-transactions";
import { endorseRequested } from "../../features/policy-transactions/endorse-link";
import { LedgerCard } from "../../features/policy-transactions/ledger-card";
import { PolicyTransactionActions } from "../../features/policy-transactions/policy-transaction-actions";
import { issuedCount } from "../../features/policy-transactions/transaction-state";
import { TransactionsCard } from "../../features/policy-transactions/transactions-card";
import { usePageLanguage } from "../../hooks/use-page-language";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";
import { formatCalendarDate } from "../../lib/format-date";

export const meta = routeTitleMeta("policyDetail");

function PolicyView({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation(staffNs);
  const user = useCurrentUser();
  const language = usePageLanguage();
  const transactions = usePolicyTransactions(policy.id, language);
  const [searchParams, setSearchParams] = useSearchParams();
  const endorseOpen = endorseRequested(searchParams);
  // How many documents and claims the policy has (claims only for those who may read them).
  const counts = {
    documents: useRecentDocuments({ policyId: policy.id, pageSize: 1 }).data?.totalItems,
    claims: useClaimSearch({ policyId: policy.id, pageSize: 1 }, { enabled: can(user.role, "claims.read") }).data
      ?.totalItems,
  };
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, "long");
  const status = <StatusBadge status={policy.status} label={t(`policyStatus.${policy.status}`)} />;
  const address = [policy.address, [policy.city, policy.state, policy.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const mayReadClaims = can(user.role, "claims.read");
  const quick = [
    {
      key: "documents",
      icon: FileText,
      count: counts.documents,
      to: pathTo("policyDocuments", { policyId: policy.id }),
    },
    {
      key: "claims",
      icon: ShieldAlert,
      count: mayReadClaims ? counts.claims : null,
      to: mayReadClaims ? pathTo("policyClaims", { policyId: policy.id }) : null,
    },
    {
      // The issued endorsements (transactions), opened as the policy's transactions filtered to them.
      key: "endorsements",
      icon: Stamp,
      count: transactions.data ? issuedCount(transactions.data, "endorsement") : undefined,
      to: `${pathTo("policyTransactions", { policyId: policy.id })}?type=endorsement`,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={pathTo("policyDashboard")} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("policyDetail.back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold text-primary">{policy.policyNumber}</h1>
          <p className="text-lg">{policy.insuredName}</p>
          {status}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {transactions.data && (
            <PolicyTransactionActions
              policy={policy}
              transactions={transactions.data}
              endorseOpen={endorseOpen}
              onEndorseOpenChange={(open) => {
                // Once closed, a reload does not open it again.
                if (!open && endorseOpen) setSearchParams({}, { replace: true });
              }}
            />
          )}
          <Button asChild variant="outline">
            <Link to={pathTo("policyEdit", { policyId: policy.id })}>
              <Pencil aria-hidden="true" />
              {t("policyDetail.edit")}
            </Link>
          </Button>
          <KeyFigure
            label={t("policyDetail.annualPremium")}
            value={formatMoney(policy.premium)}
            testId="policy-premium"
          />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <RecordCard title={t("policyDetail.policyInfo")}>
            <Facts
              items={[
                [t("policyDetail.policyNumber"), policy.policyNumber],
                [t("policyDetail.policyType"), t(`policyType.${policy.policyType}`)],
                [t("policyDetail.businessType"), policy.businessType ? t(`businessType.${policy.businessType}`) : "–"],
                [t("policyDetail.effective"), date(policy.effectiveDate)],
                [t("policyDetail.expiration"), date(policy.expirationDate)],
                [t("policyDetail.coverage"), formatMoney(policy.coverage)],
                ...(policy.description
                  ? ([[t("policyDetail.description"), policy.description]] as [string, string][])
                  : []),
              ]}
            />
          </RecordCard>
          {policy.home && <HomeRatingCard policyId={policy.id} home={policy.home} draft={policy.status === "draft"} />}
          <RecordCard title={t("policyDetail.insured")}>
            <Facts
              items={[
                [t("policyDetail.insured"), policy.insuredName],
                [t("policyDetail.account"), <PolicyAccountLink key="account" account={policy.account} />],
                [t("policyDetail.address"), address || "–"],
              ]}
            />
            <Link
              to={pathTo("policyInterests", { policyId: policy.id })}
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-primary"
            >
              <MailCheck aria-hidden="true" className="size-5" />
              {t("policyDetail.mailingAndInterests")}
            </Link>
          </RecordCard>
          <TransactionsCard policyId={policy.id} transactions={transactions} />
        </div>
        <div className="space-y-6">
          <RecordCard title={t("policyDetail.agent")}>
            {policy.agent ? (
              <div className="space-y-3">
                <p className="font-medium">{policy.agent.name}</p>
                <p className="break-words text-muted-foreground">{policy.agent.email}</p>
                {policy.agent.phone && (
                  <p data-testid="agent-phone">
                    <PhoneLink phone={{ display: policy.agent.phone, e164: dialable(policy.agent.phone) }} />
                  </p>
                )}
                <Button asChild variant="outline">
                  <a href={`mailto:${policy.agent.email}?subject=${encodeURIComponent(policy.policyNumber)}`}>
                    <Mail aria-hidden="true" />
                    {t("policyDetail.contactAgent")}
                  </a>
                </Button>
              </div>
            ) : (
              <p className="text-muted-foreground">{t("policyDetail.noAgent")}</p>
            )}
          </RecordCard>
          <RecordCard title={t("policyDetail.quickActions")}>
            <ul className="space-y-2">
              {quick.map(({ key, icon: Icon, count, to }) => {
                const label = (
                  <>
                    <span className="flex items-center gap-2">
                      <Icon aria-hidden="true" className="size-5 text-primary" />
                      {t(`policyDetail.${key}`)}
                    </span>
                    <span className="font-semibold tabular-nums" data-testid={`count-${key}`}>
                      {count === null ? t("policyDetail.notAvailable") : (count ?? "…")}
                    </span>
                  </>
                );
                const box =
                  "flex min-h-11 items-center justify-between gap-3 rounded-md border border-border px-3 py-2";
                return (
                  <li key={key}>
                    {to ? (
                      <Link to={to} className={`${box} font-medium text-primary hover:bg-sand`}>
                        {label}
                      </Link>
                    ) : (
                      <div className={box}>{label}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          </RecordCard>
          <RecordCard title={t("policyDetail.summary")}>
            <Facts
              items={[
                [
                  t("policyDetail.daysRemaining"),
                  <span key="days" data-testid="days-remaining">
                    {daysRemaining(policy.expirationDate)}
                  </span>,
                ],
                [
                  t("policyDetail.monthlyPremium"),
                  <span key="monthly" data-testid="monthly-premium">
                    {formatMoney(monthlyPremium(policy.premium))}
                  </span>,
                ],
                [t("policyDetail.status"), status],
              ]}
            />
          </RecordCard>
          <LedgerCard policyId={policy.id} />
        </div>
      </div>
      {/* The whole width: the invoices table has eight columns. */}
      <PolicyBillingCard policyId={policy.id} />
    </div>
  );
}

/** SPEC §2 policy detail, on live data. */
export default function PolicyDetailPage() {
  const { t } = useTranslation(staffNs);
  const { policyId = "" } = useParams();
  return (
    <RecordGate query={usePolicy(policyId)} texts={policyRecordTexts(t)} backTo={pathTo("policyDashboard")}>
      {(policy) => <PolicyView policy={policy} />}
    </RecordGate>
  );
}
