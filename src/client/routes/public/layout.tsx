import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer";
import { SiteHeader } from "../../components/layout/site-header";
import { useLocalizedMeta } from "../../hooks/use-localized-meta";

export default function PublicLayout() {
  const { t } = useTranslation();
  useLocalizedMeta();
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
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
