import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { pathTo } from "../../../shared/routes";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { company } from "../../lib/company";
import { AccountMenu } from "./account-menu";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { StaffNavMenu } from "./staff-nav-menu";
import { StaffNavSheet } from "./staff-nav-sheet";
import { staffNavItemLook } from "./staff-nav-item-look";
import { hrefOf, isLinkActive, staffNavigationFor } from "./staff-navigation";
import { ThemeToggle } from "./theme-toggle";

/**
 * The staff header: the logo, the user's controls and Exit on the first row; from 1280 px the navigation
 * on a row of its own (SPEC §2's four links, then one menu per group), below that a menu button opening
 * the same navigation in a side panel.
 */
export function StaffNav() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { links, groups } = staffNavigationFor(user.role);

  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-2 sm:gap-x-2 sm:px-6">
        {/* Named from the logo's visible text first, so a voice-control user can say it (WCAG 2.5.3). */}
        <Link
          to={pathTo("policyDashboard")}
          className="mr-auto flex min-h-11 items-center rounded-md"
          aria-label={t("staff.homeLink", { name: company.shortName })}
        >
          <Logo />
        </Link>
        {/* In the side panel on phones, so the first row fits 390 px. */}
        <div className="hidden sm:block">
          <LanguageSwitcher />
        </div>
        <ThemeToggle />
        <AccountMenu />
        <Link
          to="/"
          className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-medium hover:bg-sand sm:px-3"
        >
          <LogOut aria-hidden="true" className="size-5" />
          {/* Icon only on phones, so the header keeps to one row. */}
          <span className="sr-only sm:not-sr-only">{t("staff.exit")}</span>
        </Link>
        <StaffNavSheet links={links} groups={groups} pathname={pathname} />
        <nav aria-label={t("staff.navLabel")} className="hidden w-full items-center gap-1 xl:flex xl:flex-wrap">
          {links.map((link) => {
            const current = isLinkActive(link, pathname);
            return (
              <Link
                key={link.labelKey}
                to={hrefOf(link)}
                aria-current={current ? "page" : undefined}
                className={staffNavItemLook(current)}
              >
                {t(link.labelKey)}
              </Link>
            );
          })}
          {/* Where the spec's own links end and the groups begin. */}
          <span aria-hidden="true" className="mx-1 h-6 w-px bg-border" />
          {groups.map((group) => (
            <StaffNavMenu key={group.id} group={group} pathname={pathname} />
          ))}
        </nav>
      </div>
    </header>
  );
}
