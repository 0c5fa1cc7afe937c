import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { pathTo } from "../../../shared/routes";
import { billingNs } from "../../lib/billing-texts";
import { cn } from "../../lib/cn";

const sections = [
  { key: "refunds", to: pathTo("refundsDue") },
  { key: "delinquency", to: pathTo("delinquency") },
  { key: "reports", to: pathTo("billingReports") },
  { key: "unmatched", to: pathTo("unmatchedPayments") },
] as const;

/** Billing's screens side by side (refunds due, delinquency, reports, unmatched payments): one item in the staff navigation leads here. */
export function BillingNav() {
  const { t } = useTranslation(billingNs);
  return (
    <nav aria-label={t("billingNav.label")} className="-mx-1 flex gap-1 overflow-x-auto px-1 whitespace-nowrap">
      {sections.map((section) => (
        <NavLink
          key={section.key}
          to={section.to}
          className={({ isActive }) =>
            cn(
              "flex min-h-11 items-center rounded-md border px-3 font-medium",
              isActive
                ? "border-primary bg-primary text-primary-foreground"
                : "border-border text-foreground hover:bg-sand",
            )
          }
        >
          {t(`billingNav.${section.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
