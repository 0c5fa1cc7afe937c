import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { billingNs } from "../../lib/billing-texts";
import { cn } from "../../lib/cn";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { billingGroup } from "./staff-navigation";

/**
 * Billing's screens side by side, the staff navigation's Billing group repeated on each of them: the
 * same list, so a new billing screen shows in both.
 */
export function BillingNav() {
  const { t } = useTranslation();
  const { t: tBilling } = useTranslation(billingNs);
  const { role } = useCurrentUser();
  return (
    <nav aria-label={tBilling("billingNav.label")} className="-mx-1 flex gap-1 overflow-x-auto px-1 whitespace-nowrap">
      {billingGroup.links
        .filter((link) => !link.permission || can(role, link.permission))
        .map((link) => (
          <NavLink
            key={link.route}
            to={pathTo(link.route)}
            className={({ isActive }) =>
              cn(
                "flex min-h-11 items-center rounded-md border px-3 font-medium",
                isActive
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border text-foreground hover:bg-sand",
              )
            }
          >
            {t(link.labelKey)}
          </NavLink>
        ))}
    </nav>
  );
}
