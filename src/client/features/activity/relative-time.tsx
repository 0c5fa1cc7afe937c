import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoment } from "../../lib/format-date";

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "2 days ago" in the page's language (SPEC §9 "last activity 2 days ago"), with the exact time on hover and for readers. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  // "Now" is when the page showed the time; it is not kept ticking.
  const [now] = useState(() => Date.now());
  const seconds = (new Date(iso).getTime() - now) / 1000;
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? ["second", 1];
  const text = new Intl.RelativeTimeFormat(i18n.language, { numeric: "auto" }).format(Math.round(seconds / size), unit);
  const exact = formatMoment(iso, i18n.language);
  return (
    <time dateTime={iso} title={exact}>
      {text}
    </time>
  );
}
