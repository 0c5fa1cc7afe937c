import type { TFunction } from "i18next";
import type { PaymentPlan, PlanRule } from "../../../shared/billing-rules";
import type { Language } from "../../../shared/constants";
import { formatCents, localeOf } from "../../../shared/format";

/**
 * A payment plan in words, from the company's own plan facts (shares, spacing
 * and fee), so the page never states a number the company file does not:
 * "40%, 20%, 20% and 20% of the premium, every 3 months from the start of the
 * term. A $3.00 fee is added to each payment after the first."
 */
export function planDescription(rule: PlanRule, t: TFunction, language: Language): string {
  const { installments, installmentFeeCents } = rule;
  if (installments.length <= 1) return t("billing.planShape.single");
  const total = installments.reduce((sum, each) => sum + each.share, 0);
  const equal = installments.every((each) => each.share === installments[0]!.share);
  const months = installments[1]!.monthsAfterStart - installments[0]!.monthsAfterStart;
  const percent = new Intl.NumberFormat(localeOf[language], { style: "percent", maximumFractionDigits: 1 });
  const list = new Intl.ListFormat(localeOf[language], { type: "conjunction" });
  const every = t("billing.planShape.every", { count: months });
  const shape = equal
    ? t("billing.planShape.equal", { count: installments.length, every })
    : t("billing.planShape.shares", {
        shares: list.format(installments.map((each) => percent.format(each.share / total))),
        every,
      });
  return installmentFeeCents > 0
    ? `${shape} ${t("billing.planShape.fee", { fee: formatCents(installmentFeeCents, language) })}`
    : shape;
}

/** The plan's short name: "Pay in full", "4 payments"... */
export const planName = (plan: PaymentPlan, t: TFunction) => t(`billing.plans.${plan}`);
