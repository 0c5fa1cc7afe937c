import { Building2, FileText, Percent, Wallet, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/format";
import { useDashboardFigures } from "./api/get-dashboard-figures";

/** SPEC §2 banner: the four tiles, computed by the server from what the user may see. */
export function DashboardTiles({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const figures = useDashboardFigures();
  const value = (pick: (data: NonNullable<typeof figures.data>) => string) =>
    figures.data ? pick(figures.data) : figures.isError ? "–" : "…";
  const tiles: { key: string; icon: LucideIcon; value: string }[] = [
    { key: "activePortals", icon: Building2, value: value((data) => String(data.activePortals)) },
    { key: "recentDocuments", icon: FileText, value: value((data) => String(data.recentDocuments)) },
    { key: "totalPremium", icon: Wallet, value: value((data) => formatMoney(data.totalPremium)) },
    { key: "activePolicies", icon: Percent, value: value((data) => `${data.activePoliciesPercent}%`) },
  ];
  return (
    <dl
      aria-label={t("dashboard.tiles.label")}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-busy={figures.isPending}
    >
      {tiles.map(({ key, icon: Icon, value: shown }) => (
        <div key={key} className="flex flex-col-reverse gap-1 rounded-lg bg-primary p-5 text-primary-foreground">
          <dt className="flex items-center gap-2 text-sm opacity-90">
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {t(`dashboard.tiles.${key}`)}
          </dt>
          <dd className="text-3xl font-bold tabular-nums" data-testid={`tile-${key}`}>
            {shown}
          </dd>
        </div>
      ))}
    </dl>
  );
}
