import { useTranslation } from "react-i18next";
import { formatCents } from "../../../shared/format";
import type { MemberClaim } from "../../../shared/member";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { memberNs } from "./member-texts";

/**
 * What the insured needs to know about their claim in plain words: who their
 * adjuster is and how to reach them, and what we will do by when.
 */
export function ClaimHandling({ claim }: { claim: MemberClaim }) {
  const { t } = useTranslation(memberNs);
  const language = usePageLanguage();
  const day = (iso: string) => formatCalendarDate(iso, language, "long");
  const { adjuster } = claim;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t("claims.adjusterTitle")}</h3>
      {adjuster ? (
        <p>
          {t("claims.adjusterIs", { name: adjuster.name })}{" "}
          <a href={`mailto:${adjuster.email}`} className="text-primary underline underline-offset-2">
            {adjuster.email}
          </a>
          {adjuster.phone && (
            <>
              {" · "}
              <a href={`tel:${adjuster.phone}`} className="text-primary underline underline-offset-2">
                {adjuster.phone}
              </a>
            </>
          )}
        </p>
      ) : (
        <p>{t("claims.noAdjuster")}</p>
      )}
      <h3 className="font-semibold">{t("claims.nextTitle")}</h3>
      <p>
        {claim.status === "closed"
          ? t("claims.nextClosed")
          : claim.decisionDueOn
            ? t("claims.decisionBy", { date: day(claim.decisionDueOn) })
            : t(`claims.decided.${claim.decision ?? "covered"}`)}
      </p>
      {claim.payments.length > 0 && (
        <>
          <h3 className="font-semibold">{t("claims.paymentsTitle")}</h3>
          <ul className="space-y-2">
            {claim.payments.map((payment) => (
              <li key={payment.id}>
                {t("claims.payment", {
                  date: day(payment.paidOn),
                  net: formatCents(payment.netCents + payment.interestCents, language),
                  gross: formatCents(payment.grossCents, language),
                  deductible: formatCents(payment.deductibleCents, language),
                })}{" "}
                <span className="text-muted-foreground">
                  {t("claims.deductibleLeft", { left: formatCents(payment.deductibleLeftCents, language) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
