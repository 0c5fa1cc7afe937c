import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public site's frame: skip link, fixed header, the page's <main> and the footer. */
export function PublicChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
