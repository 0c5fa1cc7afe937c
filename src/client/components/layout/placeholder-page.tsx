import { useTranslation } from "react-i18next";
import type { RouteId } from "../../../shared/routes";

/**
 * A route whose content has not been built yet. Visibly marked as a
 * placeholder so nobody mistakes it for the finished page.
 */
export function PlaceholderPage({ routeId, children }: { routeId: RouteId; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 sm:px-6">
      <p className="inline-block rounded-full border border-alert px-3 py-1 text-sm font-medium text-alert">
        {t("placeholder.badge")}
      </p>
      <h1 className="text-4xl font-bold text-primary">{t(`pages.${routeId}.title`)}</h1>
      <p className="text-lg text-muted-foreground">{t("placeholder.body")}</p>
      {children}
    </div>
  );
}
