import { ArrowLeft, Calculator, Stamp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import type { Policy } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { formatMoney } from "../../../shared/format";
import { Facts } from "../../components/lists/facts";
import { RecordGate } from "../../components/lists/record-gate";
import { StatusBadge } from "../../components/lists/status-badge";
import { draftOfPolicy, PolicyForm } from "../../features/policies/policy-form";
import { useUpdatePolicy } from "../../features/policies/api/update-policy";
import { usePolicy } from "../../features/policies/api/get-policy";
import { policyRecordTexts } from "../../features/policies/policy-record-texts";
import { endorsePath } from "../../features/policy-transactions/endorse-link";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyEdit");

/** Once issued (active, or cancelled or expired since), a policy's status, dates and money move only by transactions. */
const isIssued = (policy: Policy) => policy.status === "active" || policy.status === "inactive";

/** An issued policy's priced fields, read-only, and where they change: Endorse on the policy's page. */
function PricedFields({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation(staffNs);
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, "long");
  return (
    <div className="space-y-3 rounded-md border border-border bg-sand/40 p-4" data-testid="priced-fields">
      <Facts
        items={[
          [
            t("policyForm.status"),
            <StatusBadge key="status" status={policy.status} label={t(`policyStatus.${policy.status}`)} />,
          ],
          [t("policyForm.effectiveDate"), date(policy.effectiveDate)],
          [t("policyForm.expirationDate"), date(policy.expirationDate)],
          [t("policyForm.premium"), formatMoney(policy.premium)],
          [t("policyForm.coverage"), formatMoney(policy.coverage)],
        ]}
      />
      {policy.status === "active" ? (
        <Link
          to={endorsePath(policy.id)}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-2 hover:underline"
        >
          <Stamp aria-hidden="true" className="size-5" />
          {t("policyForm.changeByEndorsement")}
        </Link>
      ) : (
        <p className="text-muted-foreground">{t("policyForm.notInForce")}</p>
      )}
    </div>
  );
}

/** A draft home's premium and coverage, read-only: the rate table sets them, and Re-quote changes the home. */
function RatedFields({ policy }: { policy: Policy }) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  return (
    <div className="space-y-3 rounded-md border border-border bg-sand/40 p-4" data-testid="rated-fields">
      <Facts
        items={[
          [t("policyForm.premium"), formatMoney(policy.premium, language)],
          [t("policyForm.coverage"), formatMoney(policy.coverage, language)],
        ]}
      />
      <p className="text-muted-foreground">{t("policyForm.ratedNote")}</p>
      <Link
        to={`${pathTo("quickQuote")}?policyId=${encodeURIComponent(policy.id)}`}
        className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-2 hover:underline"
      >
        <Calculator aria-hidden="true" className="size-5" />
        {t("homeRating.requote")}
      </Link>
    </div>
  );
}

function EditPolicy({ policy }: { policy: Policy }) {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const update = useUpdatePolicy(policy.id);
  const detail = pathTo("policyDetail", { policyId: policy.id });
  const issued = isIssued(policy);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={detail} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("policyForm.backToPolicy", { number: policy.policyNumber })}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">
          {t("policyForm.editTitle", { number: policy.policyNumber })}
        </h1>
        <p className="text-muted-foreground">{t(issued ? "policyForm.editIssuedLead" : "policyForm.editLead")}</p>
      </div>
      <div className="rounded-lg border border-border bg-surface p-6">
        <PolicyForm
          initial={draftOfPolicy(policy)}
          submitLabel={t("policyForm.save")}
          priced={issued ? <PricedFields policy={policy} /> : undefined}
          rated={policy.home ? <RatedFields policy={policy} /> : undefined}
          // The form does not show endorsements or the rated home: they stay as they are; an issued policy's priced fields neither.
          onSubmit={async ({ endorsements: _kept, home: _home, ...change }) => {
            if (issued) {
              const {
                status: _status,
                effectiveDate: _from,
                expirationDate: _to,
                premium: _premium,
                coverage: _coverage,
                ...declared
              } = change;
              await update.mutateAsync(declared);
            } else await update.mutateAsync(change);
            toast.success(t("policyForm.saved", { number: policy.policyNumber }));
            await navigate(detail);
          }}
          onCancel={() => void navigate(detail)}
        />
      </div>
    </div>
  );
}

/** /policy/{policyId}/edit, linked from the policy's page: every field but the number. */
export default function PolicyEditPage() {
  const { t } = useTranslation(staffNs);
  const { policyId = "" } = useParams();
  return (
    <RecordGate query={usePolicy(policyId)} texts={policyRecordTexts(t)} backTo={pathTo("policyDashboard")}>
      {(policy) => <EditPolicy policy={policy} />}
    </RecordGate>
  );
}
