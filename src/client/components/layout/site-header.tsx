import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { headerScrollThresholdPx } from "../../../shared/constants";
import { company } from "../../lib/company";
import { cn } from "../../lib/cn";
import { useScrolled } from "../../hooks/use-scrolled";
import { Button } from "../ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../ui/dropdown-menu";
import { ExternalLink } from "./external-link";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { isMenu, siteNavigation } from "./site-navigation";
import { ThemeToggle } from "./theme-toggle";

/** Fixed header; turns solid with a shadow once the page scrolls past 20 px. */
export function SiteHeader() {
  const { t } = useTranslation();
  const scrolled = useScrolled(headerScrollThresholdPx);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200",
        scrolled ? "bg-surface shadow-md" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={t("brand.homeLink")} className="flex items-center gap-2 rounded-md">
          <Logo />
        </Link>

        <nav aria-label={t("nav.mainLabel")} className="hidden items-center gap-1 lg:flex">
          {siteNavigation.map((item) =>
            isMenu(item) ? (
              <DropdownMenu key={item.labelKey} modal={false}>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost">
                    {t(item.labelKey)}
                    <ChevronDown aria-hidden="true" className="size-4" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start">
                  {item.items.map((link) => (
                    <DropdownMenuItem key={link.to} asChild>
                      <Link to={link.to}>{t(link.labelKey)}</Link>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : (
              <Button key={item.to} variant="ghost" asChild>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </Button>
            ),
          )}
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <ThemeToggle />
          <Button asChild className="hidden md:inline-flex">
            <ExternalLink href={company.urls.quote}>{t("nav.getQuote")}</ExternalLink>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
