import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { LanguageSwitcher } from "./language-switcher";
import { MenuSheet } from "./menu-sheet";
import { staffNavItemLook } from "./staff-nav-item-look";
import { hrefOf, isGroupActive, isLinkActive, type StaffNavGroup, type StaffNavLink } from "./staff-navigation";

/**
 * The staff navigation below 1280 px, where its row does not fit: one button opens a side panel listing
 * every screen, the groups as headed lists rather than menus inside the panel, so each screen stays two
 * taps away. Following a link closes it.
 */
export function StaffNavSheet({
  links,
  groups,
  pathname,
}: {
  links: readonly StaffNavLink[];
  groups: readonly StaffNavGroup[];
  pathname: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const nav = useRef<HTMLElement>(null);
  // Radix would focus the first control that is not a link (the language, or the ×, at the bottom):
  // the screen the user is on goes first instead, else the first screen, so focus starts where they are.
  const focusWhereTheUserIs = (event: Event) => {
    event.preventDefault();
    const current = nav.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    (current ?? nav.current?.querySelector<HTMLElement>("a"))?.focus();
  };

  const item = (link: StaffNavLink) => {
    const current = isLinkActive(link, pathname);
    return (
      <li key={link.labelKey}>
        <Link
          to={hrefOf(link)}
          onClick={close}
          aria-current={current ? "page" : undefined}
          className={staffNavItemLook(current)}
        >
          {t(link.labelKey)}
        </Link>
      </li>
    );
  };

  return (
    <MenuSheet
      open={open}
      onOpenChange={setOpen}
      hiddenFrom="xl:hidden"
      title={t("staff.navLabel")}
      onOpenAutoFocus={focusWhereTheUserIs}
    >
      <nav ref={nav} aria-label={t("staff.navLabel")} className="flex flex-col gap-4">
        <ul className="flex flex-col gap-1">{links.map(item)}</ul>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`staff-nav-sheet-${group.id}`} className="flex flex-col gap-1">
            <h3
              id={`staff-nav-sheet-${group.id}`}
              className={cn(
                "border-l-4 px-2 text-sm font-semibold uppercase",
                isGroupActive(group, pathname)
                  ? "border-primary text-primary"
                  : "border-transparent text-muted-foreground",
              )}
            >
              {t(group.labelKey)}
            </h3>
            <ul className="flex flex-col gap-1">{group.links.map(item)}</ul>
          </section>
        ))}
      </nav>
      {/* The header leaves the language out below 640 px to keep to one row; it is here instead. */}
      <div className="sm:hidden">
        <LanguageSwitcher />
      </div>
    </MenuSheet>
  );
}
