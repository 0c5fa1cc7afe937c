import { CalendarClock, CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePageLanguage } from "../../hooks/use-page-language";
import { todayInFlorida } from "../../../shared/calendar-date";
import { formatCents, formatMoney } from "../../../shared/format";
import type { MemberPolicy } from "../../../shared/member";
import { PhoneLink } from "../../components/page/phone-link";
import { cn } from "../../lib/cn";
import { company } from "../../lib/company";
import { formatCalendarDate } from "../../lib/format-date";
import { useMemberTransactions } from "./api/list-member-transactions";
import { memberNs } from "./member-texts";
import { pendingNotice, type PendingNotice } from "./pending-notice";

/**
 * The top of the policy page when something is coming: a cancellation, the
 * end of the policy, a renewal, or a cancellation that can still be undone,
 * in plain words with its dates and whom to call. Nothing while the
 * transactions load or when they fail: the list below says so.
 */
export function PolicyNotice({ policy }: { policy: MemberPolicy }) {
  const { data } = useMemberTransactions(policy.id);
  const notice = data ? pendingNotice(data, todayInFlorida(), company.policyRules.reinstatementWindowDays) : null;
  return notice ? <NoticeBox notice={notice} /> : null;
}

function NoticeBox({ notice }: { notice: PendingNotice }) {
  const { t, i18n } = useTranslation(memberNs);
  const language = usePageLanguage();
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, "long");
  // A renewal is good news; the others mean the coverage ends unless the member acts.
  const urgent = notice.kind !== "renewal";
  const Icon = urgent ? CircleAlert : CalendarClock;

  const { title, lines, call } = ((): { title: string; lines: string[]; call: string | null } => {
    switch (notice.kind) {
      case "cancellation":
        return {
          title: t("notice.cancellation.title", { date: date(notice.cancelsOn) }),
          lines: [
            t("notice.cancellation.body", { date: date(notice.cancelsOn) }),
            notice.refundCents > 0
              ? t("notice.cancellation.refund", { amount: formatCents(notice.refundCents, language) })
              : t("notice.cancellation.noRefund"),
          ],
          call: t("notice.cancellation.call"),
        };
      case "reinstatable":
        return {
          title: t("notice.reinstatable.title", { date: date(notice.cancelledOn) }),
          lines: [t("notice.reinstatable.body", { lastDay: date(notice.lastDay), date: date(notice.cancelledOn) })],
          call: t("notice.reinstatable.call"),
        };
      case "nonRenewal":
        return {
          title: t("notice.nonRenewal.title"),
          lines: [t("notice.nonRenewal.body", { date: date(notice.endsOn) }), t("notice.nonRenewal.letter")],
          call: t("notice.nonRenewal.call"),
        };
      case "renewal":
        return {
          title: t("notice.renewal.title", { date: date(notice.renewsOn) }),
          lines: [
            t("notice.renewal.body", {
              date: date(notice.renewsOn),
              termEnd: date(notice.termEnd),
              premium: formatMoney(notice.premium, language),
            }),
            t("notice.renewal.letter"),
          ],
          call: null,
        };
    }
  })();

  return (
    <section
      aria-labelledby="policy-notice-title"
      data-testid="policy-notice"
      data-notice={notice.kind}
      className={cn("flex gap-3 rounded-lg border-2 bg-surface p-4 sm:p-6", urgent ? "border-alert" : "border-primary")}
    >
      <Icon aria-hidden="true" className={cn("mt-1 size-6 shrink-0", urgent ? "text-alert" : "text-primary")} />
      <div className="min-w-0 space-y-2">
        <h2 id="policy-notice-title" className="text-xl font-semibold">
          {title}
        </h2>
        {lines.map((line) => (
          <p key={line} className="max-w-[70ch]">
            {line}
          </p>
        ))}
        {call && (
          <p className="max-w-[70ch]">
            {call} <PhoneLink phone={company.phones.customerService} />
          </p>
        )}
      </div>
    </section>
  );
}
