import { CreditCard, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/format";
import type { MemberPolicy } from "../../../shared/member";
import { paymentRedirectDelayMs } from "../../../shared/payment";
import { Facts, RecordCard } from "../../components/lists/facts";
import { Button } from "../../components/ui/button";
import { useStartPayment } from "./api/start-payment";
import { memberNs } from "./member-texts";
import { paymentRefusal } from "./payment-refusal";
import { FormAlert } from "../../components/form/form-alert";

/**
 * Pay now: the server checks the policy's own e-mail and number, works out
 * what is due and answers the secure payment portal to go to. Card details
 * are entered there only, never on this site.
 */
export function PayNow({ policy }: { policy: MemberPolicy }) {
  const { t } = useTranslation(memberNs);
  const payment = useStartPayment();
  const leaving = payment.isSuccess;

  function pay() {
    payment.mutate(policy, {
      onSuccess: (answer) => setTimeout(() => window.location.assign(answer.redirectUrl), paymentRedirectDelayMs),
    });
  }

  return (
    <div className="max-w-2xl">
      <RecordCard title={t("pay.title")}>
        <Facts
          items={[
            [t("policy.policyNumber"), policy.policyNumber],
            [t("policy.annualPremium"), formatMoney(policy.premium)],
          ]}
        />
        <p className="flex gap-2 text-muted-foreground">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {t("pay.secureNotice")}
        </p>
        <FormAlert>{payment.isError ? paymentRefusal(payment.error, t) : null}</FormAlert>
        <div role="status" className="space-y-1 font-medium empty:hidden">
          {payment.data && (
            <>
              <p>{t("pay.redirecting")}</p>
              <p className="text-muted-foreground">
                {t("pay.amountDue", { amount: formatMoney(payment.data.amountDue) })}
              </p>
            </>
          )}
        </div>
        <Button size="lg" className="w-full sm:w-auto" onClick={pay} disabled={payment.isPending || leaving}>
          <CreditCard aria-hidden="true" />
          {payment.isPending || leaving ? t("pay.processing") : t("pay.submit")}
        </Button>
      </RecordCard>
    </div>
  );
}
