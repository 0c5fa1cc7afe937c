import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { companyTimeZone } from "../../../shared/calendar-date";
import { formatToday, todayScript, type TodayStyle } from "../../lib/today";

const subscribe = () => () => {};

/**
 * Today's date or year, computed when the page is shown (Florida's calendar,
 * the page's language). In prerendered HTML an inline script right after the
 * element replaces the build's date before it is painted; React renders the
 * same script while it hydrates (so the trees match), and none afterwards,
 * where it computes the date itself.
 */
export function Today({ style }: { style: TodayStyle }) {
  const { i18n } = useTranslation();
  const prerenderedOrHydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const { text, dateTime } = formatToday(style, i18n.language, companyTimeZone, new Date());
  return (
    <>
      <time dateTime={dateTime} data-today={style} suppressHydrationWarning>
        {text}
      </time>
      {prerenderedOrHydrating && <script dangerouslySetInnerHTML={{ __html: todayScript }} />}
    </>
  );
}
