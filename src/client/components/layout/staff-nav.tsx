import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { can, type Permission } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { cn } from "../../lib/cn";
import { company } from "../../lib/company";
import { AccountMenu } from "./account-menu";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

// SPEC §2: the dashboard is active only on an exact match, the rest by prefix.
// Items past the spec's four are shown only to those who may use them. An item for a section of
// several screens (billing) is active on any of them: `section` is their common start.
const items: { labelKey: string; to: string; exact: boolean; permission?: Permission; section?: string }[] = [
  { labelKey: "staff.dashboard", to: pathTo("policyDashboard"), exact: true },
  { labelKey: "staff.newPolicy", to: pathTo("policyNew"), exact: false },
  { labelKey: "staff.quickQuote", to: pathTo("quickQuote"), exact: false },
  { labelKey: "staff.searchPolicies", to: pathTo("policySearch"), exact: false },
  { labelKey: "staff.recentDocuments", to: pathTo("policyRecent"), exact: false },
  { labelKey: "staff.insuredAccounts", to: pathTo("insuredAccounts"), exact: false, permission: "accounts.read" },
  { labelKey: "staff.claims", to: pathTo("claimsRegister"), exact: false, permission: "claims.read" },
  {
    labelKey: "staff.agentApplications",
    to: pathTo("agentApplications"),
    exact: false,
    permission: "agentApplications.manage",
  },
  { labelKey: "staff.glProducts", to: pathTo("glProducts"), exact: false, permission: "glProducts.read" },
  {
    labelKey: "staff.billing",
    to: pathTo("refundsDue"),
    exact: false,
    permission: "billing.manage",
    section: "/policy/billing/",
  },
  { labelKey: "staff.mail", to: pathTo("mailOutbox"), exact: false, permission: "mail.read" },
];

export function StaffNav() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <header className="border-b border-border bg-surface">
      {/* Below 1536 px the navigation is a second row of its own, scrolling sideways on phones and wrapping
          onto a further line on wider screens, so no item is out of sight there. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-2 sm:gap-x-2 sm:px-6">
        {/* Named from the logo's visible text first, so a voice-control user can say it (WCAG 2.5.3). */}
        <Link
          to={pathTo("policyDashboard")}
          className="mr-auto rounded-md 2xl:mr-4"
          aria-label={t("staff.homeLink", { name: company.shortName })}
        >
          <Logo />
        </Link>
        <nav
          aria-label={t("staff.navLabel")}
          className="order-last -mx-1 flex w-full gap-1 overflow-x-auto px-1 whitespace-nowrap lg:flex-wrap 2xl:flex-nowrap 2xl:order-none 2xl:mx-0 2xl:w-auto 2xl:flex-1 2xl:px-0"
        >
          {items
            .filter((item) => !item.permission || can(user.role, item.permission))
            .map((item) => {
              const inSection = item.section !== undefined && pathname.startsWith(item.section);
              const look = (active: boolean) =>
                cn(
                  "flex min-h-11 items-center rounded-md px-3 font-medium",
                  active ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-sand",
                );
              return item.section ? (
                <Link
                  key={item.to}
                  to={item.to}
                  aria-current={inSection ? "page" : undefined}
                  className={look(inSection)}
                >
                  {t(item.labelKey)}
                </Link>
              ) : (
                <NavLink key={item.to} to={item.to} end={item.exact} className={({ isActive }) => look(isActive)}>
                  {t(item.labelKey)}
                </NavLink>
              );
            })}
        </nav>
        <LanguageSwitcher />
        <ThemeToggle />
        <AccountMenu />
        <Link
          to="/"
          className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-medium hover:bg-sand sm:px-3"
        >
          <LogOut aria-hidden="true" className="size-5" />
          {/* Icon only on phones, so the header keeps to one row above the navigation. */}
          <span className="sr-only sm:not-sr-only">{t("staff.exit")}</span>
        </Link>
      </div>
    </header>
  );
}
