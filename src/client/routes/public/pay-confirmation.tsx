import { CircleCheck, CircleX } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { formatMoney } from "../../../shared/format";
import type { PaymentResult, PaymentReturn } from "../../../shared/payment";
import { pathTo } from "../../../shared/routes";
import { confirmPayment } from "../../features/payment/api/confirm-payment";
import { useHydrated } from "../../hooks/use-hydrated";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/payment.json";

const ns = registerNamespace("payment", en);
export const handle: PageHandle = { namespace: "common", metaKey: "pages.payConfirmation" };
export const meta = () => [
  ...publicPageMeta(pathTo("payConfirmation"), handle)(),
  { name: "robots", content: "noindex" },
];

type Outcome = { state: "checking" } | { state: "settled"; result: PaymentResult } | { state: "invalid" };

const linkClass = "font-medium text-primary underline hover:no-underline";

/** Where the payment portal sends the payer back: the server checks the portal's signed answer and settles the payment. */
export default function PaymentConfirmationPage() {
  const { t, i18n } = useTranslation(ns);
  const [searchParams] = useSearchParams();
  const [checked, setOutcome] = useState<Outcome>({ state: "checking" });
  const answer = { ref: searchParams.get("ref"), status: searchParams.get("status"), sig: searchParams.get("sig") };
  const complete = Boolean(answer.ref && answer.status && answer.sig);
  // Prerendered without the portal's answer: only in the browser can the page tell that it is missing.
  const hydrated = useHydrated();
  const outcome: Outcome = !hydrated ? { state: "checking" } : complete ? checked : { state: "invalid" };

  useEffect(() => {
    if (!complete) return;
    let current = true;
    // Complete, and the server judges the rest (paymentReturnSchema).
    confirmPayment(answer as PaymentReturn)
      .then((result) => current && setOutcome({ state: "settled", result }))
      .catch(() => current && setOutcome({ state: "invalid" }));
    return () => {
      current = false;
    };
    // The answer is read once, from the address the portal sent the payer to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const received = outcome.state === "settled" && outcome.result.status === "completed";
  const title =
    outcome.state === "checking"
      ? t("confirmation.title")
      : outcome.state === "invalid"
        ? t("confirmation.invalidTitle")
        : received
          ? t("confirmation.receivedTitle")
          : t("confirmation.failedTitle");

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 sm:px-6">
      {outcome.state === "settled" &&
        (received ? (
          <CircleCheck aria-hidden="true" className="size-14 text-primary" />
        ) : (
          <CircleX aria-hidden="true" className="size-14 text-alert" />
        ))}
      <h1 className="text-4xl font-bold tracking-tight text-primary">{title}</h1>
      <div role="status" className="space-y-6">
        {outcome.state === "checking" && <p>{t("confirmation.checking")}</p>}
        {outcome.state === "invalid" && <p>{t("confirmation.invalidBody")}</p>}
        {outcome.state === "settled" && (
          <>
            <p className="text-lg">{received ? t("confirmation.receivedBody") : t("confirmation.failedBody")}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-border bg-surface p-6">
              <dt className="font-medium">{t("confirmation.policyNumber")}</dt>
              <dd>{outcome.result.policyNumber}</dd>
              <dt className="font-medium">{t("confirmation.amount")}</dt>
              <dd className="font-bold">{formatMoney(outcome.result.amount)}</dd>
              <dt className="font-medium">{t("confirmation.reference")}</dt>
              <dd className="font-mono">{outcome.result.reference}</dd>
              {outcome.result.completedAt && (
                <>
                  <dt className="font-medium">{t("confirmation.date")}</dt>
                  <dd>{new Date(outcome.result.completedAt).toLocaleDateString(i18n.language)}</dd>
                </>
              )}
            </dl>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-6">
        {outcome.state !== "checking" && !received && (
          <Link to={pathTo("payPolicy")} className={linkClass}>
            {t("confirmation.tryAgain")}
          </Link>
        )}
        <Link to={pathTo("home")} className={linkClass}>
          {t("confirmation.home")}
        </Link>
      </div>
    </div>
  );
}
