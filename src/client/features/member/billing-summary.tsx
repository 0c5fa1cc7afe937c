import { CircleCheck, CreditCard, Lock, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PaymentPortion, PolicyBilling } from "../../../shared/billing";
import { formatCents } from "../../../shared/format";
import { paymentRedirectDelayMs } from "../../../shared/payment";
import { FormAlert } from "../../components/form/form-alert";
import { Button } from "../../components/ui/button";
import { usePageLanguage } from "../../hooks/use-page-language";
import { company } from "../../lib/company";
import { formatCalendarDate } from "../../lib/format-date";
import { useStartMemberPayment } from "./api/start-member-payment";
import { memberNs } from "./member-texts";
import { paymentRefusal } from "./payment-refusal";
import { planDescription, planName } from "./plan-words";

/**
 * The plan in words, what is due next and the total to pay in full, and the
 * two ways to pay: the server works out the amount and answers the secure
 * payment portal, where card details are entered (never on this site).
 */
export function BillingSummary({ billing }: { billing: PolicyBilling & { plan: NonNullable<PolicyBilling["plan"]> } }) {
  const { t, i18n } = useTranslation(memberNs);
  const language = usePageLanguage();
  const money = (cents: number) => formatCents(cents, language);
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, "long");
  const payment = useStartMemberPayment(billing.policyId);
  const leaving = payment.isSuccess;
  const openCount = billing.invoices.filter((invoice) => invoice.openCents > 0).length;

  function pay(portion: PaymentPortion) {
    payment.mutate(portion, {
      onSuccess: (answer) => setTimeout(() => window.location.assign(answer.redirectUrl), paymentRedirectDelayMs),
    });
  }

  return (
    <section
      aria-labelledby="billing-summary-title"
      className="space-y-5 rounded-lg border border-border bg-surface p-4 sm:p-6"
      data-testid="billing-summary"
    >
      <div className="space-y-1">
        <h3 id="billing-summary-title" className="text-xl font-semibold">
          {t("billing.summary.title")}
        </h3>
        <p data-testid="billing-plan">
          <span className="font-semibold">{planName(billing.plan, t)}.</span>{" "}
          {planDescription(company.billingRules.plans[billing.plan], t, language)}
        </p>
        {billing.nextPlan && (
          <p className="text-muted-foreground" data-testid="billing-next-plan">
            {t("billing.summary.nextPlan", { plan: planName(billing.nextPlan, t) })}
          </p>
        )}
      </div>

      {billing.next ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-md bg-primary p-4 text-primary-foreground">
            <dt className="text-sm opacity-90">{t("billing.summary.next")}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="billing-next-amount">
              {money(billing.next.amountCents)}
            </dd>
            <dd className="text-sm opacity-90">{t("billing.summary.dueOn", { date: date(billing.next.dueOn) })}</dd>
          </div>
          <div className="rounded-md border border-border p-4">
            <dt className="text-sm text-muted-foreground">{t("billing.summary.inFull")}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="billing-in-full">
              {money(billing.payInFullCents)}
            </dd>
            <dd className="text-sm text-muted-foreground">{t("billing.summary.openCount", { count: openCount })}</dd>
          </div>
        </dl>
      ) : (
        <p className="flex items-center gap-2 font-medium" data-testid="billing-nothing-due">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {billing.balanceCents < 0
            ? t("billing.summary.credit", { amount: money(-billing.balanceCents) })
            : t("billing.summary.nothingDue")}
        </p>
      )}

      {billing.pastDueCents > 0 && (
        <p className="flex gap-2 rounded-md border border-alert p-3 font-medium" data-testid="billing-past-due">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-alert" />
          {t("billing.summary.pastDue", { amount: money(billing.pastDueCents) })}
        </p>
      )}

      {billing.next && (
        <div className="space-y-3">
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {t("billing.summary.secureNotice")}
          </p>
          <FormAlert>{payment.isError ? paymentRefusal(payment.error, t) : null}</FormAlert>
          <div role="status" className="space-y-1 font-medium empty:hidden">
            {payment.data && (
              <>
                <p>{t("pay.redirecting")}</p>
                <p className="text-muted-foreground">
                  {t("pay.amountDue", { amount: formatCents(Math.round(payment.data.amountDue * 100), language) })}
                </p>
              </>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {/* With one installment left, paying the next is paying in full: one button says it. */}
            {openCount > 1 && (
              <Button size="lg" onClick={() => pay("next")} disabled={payment.isPending || leaving}>
                <CreditCard aria-hidden="true" />
                {t("billing.summary.payNext")}
              </Button>
            )}
            <Button
              size="lg"
              variant={openCount > 1 ? "outline" : "primary"}
              onClick={() => pay("full")}
              disabled={payment.isPending || leaving}
            >
              <CreditCard aria-hidden="true" />
              {t("billing.summary.payFull")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
