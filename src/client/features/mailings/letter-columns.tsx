import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Mailing } from "../../../shared/mailing";
import { postalAddressLine } from "../../../shared/policy-interests";
import { StatusBadge } from "../../components/lists/status-badge";
import { usePageLanguage } from "../../hooks/use-page-language";
import { floridaMomentParts, formatCalendarDate } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";

/** The e-mail's state drawn with the shared looks: waiting is the outbox's pending. */
const emailLook = { none: "none", waiting: "pending", sent: "sent", failed: "failed" } as const;

/**
 * A notice letter's columns: the notice and its day, who it went to and where, and its delivery (mailed, e-mailed,
 * bounced). `withPolicy` adds the policy number, for the day's batch.
 */
export function useLetterColumns({ withPolicy }: { withPolicy: boolean }) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  return useMemo<ColumnDef<Mailing, unknown>[]>(() => {
    const date = (iso: string) => formatCalendarDate(iso, language);
    // The Florida day of a moment (when the batch was recorded mailed, when the e-mail went).
    const day = (instant: string) => floridaMomentParts(instant, language).date;
    const policyColumn: ColumnDef<Mailing, unknown> = {
      id: "policy",
      header: t("mailings.columns.policy"),
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.policyNumber}</span>,
    };
    return [
      ...(withPolicy ? [policyColumn] : []),
      {
        id: "notice",
        header: t("mailings.columns.notice"),
        cell: ({ row }) => (
          <div className="space-y-1 whitespace-nowrap">
            <p className="font-semibold">{t(`mailings.notices.${row.original.notice}`)}</p>
            <p className="text-muted-foreground">{date(row.original.mailOn)}</p>
          </div>
        ),
      },
      {
        id: "addressee",
        header: t("mailings.columns.addressee"),
        cell: ({ row }) => {
          const { name, address, recipient, loanNumber } = row.original;
          return (
            <div className="min-w-56 space-y-1">
              <p className="font-semibold">{name}</p>
              <p>{postalAddressLine(address)}</p>
              <p className="text-muted-foreground">
                {t(`mailings.recipients.${recipient}`)}
                {loanNumber ? ` · ${t("mailings.loan", { loanNumber })}` : ""}
              </p>
            </div>
          );
        },
      },
      {
        id: "mailed",
        header: t("mailings.columns.mailed"),
        cell: ({ row }) => (
          <StatusBadge
            status={row.original.mailedAt ? "mailed" : "pending"}
            label={
              row.original.mailedAt
                ? t("mailings.mailedOn", { date: day(row.original.mailedAt) })
                : t("mailings.toMail")
            }
          />
        ),
      },
      {
        id: "email",
        header: t("mailings.columns.email"),
        cell: ({ row }) => (
          <StatusBadge
            status={emailLook[row.original.email]}
            label={
              row.original.emailedAt
                ? t("mailings.emailedOn", { date: day(row.original.emailedAt) })
                : t(`mailings.email.${row.original.email}`)
            }
          />
        ),
      },
    ];
  }, [t, language, withPolicy]);
}
