import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import type { RateVersion } from "../../../shared/rating";
import { formatCalendarDate, formatMoment } from "../../lib/format-date";

/** The versions rating new business and renewals today, marked "in force" in their column. */
export interface VersionsInForce {
  newBusiness?: string;
  renewal?: string;
}

/**
 * The rate versions list: the version (the row's name) with its note, the
 * days it rates new business and renewals from, whether its numbers are
 * illustrative, and who loaded it when.
 */
export function rateVersionColumns(
  t: TFunction,
  language: string,
  inForce: VersionsInForce,
): ColumnDef<RateVersion, unknown>[] {
  const date = (iso: string) => formatCalendarDate(iso, language, "long");
  const loadedBy = (version: RateVersion) =>
    version.loadedBy === null ? t("rateVersions.bundled") : (version.loadedByName ?? t("rateVersions.otherStaff"));
  const startDay = (iso: string, inForceHere: boolean) => (
    <>
      <span className="block whitespace-nowrap">{date(iso)}</span>
      {inForceHere && <InForce label={t("rateVersions.inForce")} />}
    </>
  );
  return [
    {
      id: "version",
      header: t("rateVersions.columns.version"),
      meta: { rowHeader: true },
      cell: ({ row: { original: version } }) => (
        <>
          <span className="block font-semibold whitespace-nowrap">{version.version}</span>
          {version.note && <span className="block max-w-xs text-muted-foreground">{version.note}</span>}
        </>
      ),
    },
    {
      id: "newBusinessFrom",
      header: t("rateVersions.columns.newBusinessFrom"),
      cell: ({ row }) => startDay(row.original.newBusinessFrom, row.original.id === inForce.newBusiness),
    },
    {
      id: "renewalFrom",
      header: t("rateVersions.columns.renewalFrom"),
      cell: ({ row }) => startDay(row.original.renewalFrom, row.original.id === inForce.renewal),
    },
    {
      id: "numbers",
      header: t("rateVersions.columns.numbers"),
      cell: ({ row }) => (row.original.illustrative ? t("rateVersions.illustrative") : t("rateVersions.filed")),
    },
    {
      id: "loaded",
      header: t("rateVersions.columns.loaded"),
      cell: ({ row: { original: version } }) => (
        <>
          <span className="block whitespace-nowrap">{formatMoment(version.loadedAt, language)}</span>
          <span className="block text-muted-foreground">{loadedBy(version)}</span>
        </>
      ),
    },
  ];
}

function InForce({ label }: { label: string }) {
  return (
    <span className="mt-1 block w-fit rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
      {label}
    </span>
  );
}
