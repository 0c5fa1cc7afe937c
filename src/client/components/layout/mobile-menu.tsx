import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { company } from "../../lib/company";
import { Button } from "../ui/button";
import { ExternalLink } from "./external-link";
import { LanguageSwitcher } from "./language-switcher";
import { MenuSheet } from "./menu-sheet";
import { isMenu, siteNavigation } from "./site-navigation";

/** The slide-in side menu of small screens; any link click closes it. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const linkClass = "flex min-h-11 items-center rounded-md px-3 text-base hover:bg-sand";

  return (
    <MenuSheet open={open} onOpenChange={setOpen} hiddenFrom="lg:hidden" title={t("nav.menuTitle")}>
      <nav aria-label={t("nav.mainLabel")} className="flex flex-col gap-1">
        {siteNavigation.map((item) =>
          isMenu(item) ? (
            <div key={item.labelKey} className="flex flex-col gap-1">
              <p className="px-3 pt-2 text-sm font-semibold text-muted-foreground uppercase">{t(item.labelKey)}</p>
              {item.items.map((link) => (
                <Link key={link.to} to={link.to} onClick={close} className={linkClass}>
                  {t(link.labelKey)}
                </Link>
              ))}
            </div>
          ) : (
            <Link key={item.to} to={item.to} onClick={close} className={linkClass}>
              {t(item.labelKey)}
            </Link>
          ),
        )}
      </nav>
      <LanguageSwitcher />
      <Button asChild>
        <ExternalLink href={company.urls.quote} onClick={close}>
          {t("nav.getQuote")}
        </ExternalLink>
      </Button>
    </MenuSheet>
  );
}
