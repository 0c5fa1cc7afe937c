import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { mailKinds, mailStatuses, outboxQuerySchema, type OutboxMessageView } from "../../../shared/mail";
import { can } from "../../../shared/permissions";
import { choicesWithAll, FilterBar } from "../../components/lists/filter-bar";
import { QueryTable } from "../../components/lists/query-table";
import { useUrlState } from "../../hooks/use-url-state";
import { usePageLanguage } from "../../hooks/use-page-language";
import { floridaMomentParts } from "../../lib/format-date";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { listTexts } from "../../lib/staff-texts";
import { useOutbox } from "./api/list-outbox";
import { LastError, None, opensInFull } from "./last-error";
import { MailStatus } from "./mail-status";
import { mailNs } from "./mail-texts";
import { ResendDialog } from "./resend-dialog";

const defaults = { search: "", status: "", kind: "", page: 1 };

/** An address that may wrap only before its "@", so a narrow column never splits a name. */
function Address({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  return (
    <p className="font-medium">
      {at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </p>
  );
}

/**
 * The outbox, newest first: filtered by status, kind and part of the
 * recipient or subject (all in the address, like every staff list), each
 * message's state in words, and Resend on a failed one for those who may.
 */
export function OutboxList() {
  const { t } = useTranslation(mailNs);
  const language = usePageLanguage();
  const user = useCurrentUser();
  const mayResend = can(user.role, "mail.resend");
  const [view, setView] = useUrlState(defaults);
  // An address edited by hand (an unknown status) falls back to the whole outbox rather than an error.
  const query = outboxQuerySchema.catch(outboxQuerySchema.parse({})).parse({
    search: view.search || undefined,
    status: view.status || undefined,
    kind: view.kind || undefined,
    page: view.page,
  });
  const outbox = useOutbox(query);

  const columns = useMemo<ColumnDef<OutboxMessageView, unknown>[]>(() => {
    // Day above time: nine columns fit a laptop's width.
    const moment = (iso: string | null) => {
      if (!iso) return <None />;
      const { date, time } = floridaMomentParts(iso, language);
      return (
        <span className="block whitespace-nowrap">
          {date}
          <br />
          {time}
        </span>
      );
    };
    return [
      { id: "created", header: t("columns.created"), cell: ({ row }) => moment(row.original.createdAt) },
      {
        id: "to",
        header: t("columns.to"),
        cell: ({ row }) => <Address address={row.original.to} />,
      },
      {
        id: "subject",
        header: t("columns.subject"),
        cell: ({ row }) => <p className="max-w-48 min-w-32">{row.original.subject}</p>,
      },
      {
        id: "kind",
        header: t("columns.kind"),
        cell: ({ row }) => (
          <p className="min-w-24">{t(`kinds.${row.original.kind}`, { defaultValue: row.original.kind })}</p>
        ),
      },
      {
        id: "status",
        header: t("columns.status"),
        cell: ({ row }) => {
          const message = row.original;
          return (
            <div className="flex min-w-28 flex-col items-start gap-2">
              <MailStatus message={message} />
              {message.status === "failed" &&
                (message.resendable ? (
                  mayResend && <ResendDialog message={message} />
                ) : (
                  <p className="text-muted-foreground">{t("linkExpired")}</p>
                ))}
            </div>
          );
        },
      },
      {
        id: "attempts",
        header: t("columns.attempts"),
        meta: { align: "end" },
        cell: ({ row }) => <span className="tabular-nums">{row.original.attempts}</span>,
      },
      {
        id: "lastError",
        header: t("columns.lastError"),
        cell: ({ row }) => <LastError error={row.original.lastError} />,
      },
      { id: "sentAt", header: t("columns.sentAt"), cell: ({ row }) => moment(row.original.sentAt) },
      {
        id: "nextAttempt",
        header: t("columns.nextAttempt"),
        // Only a waiting message has a next attempt; the column holds the sender's lease otherwise.
        cell: ({ row }) => moment(row.original.status === "pending" ? row.original.nextAttemptAt : null),
      },
    ];
  }, [t, language, mayResend]);

  // With nothing to press or open in its rows, the table's sideways scroll on a phone takes focus itself.
  const readOnly = !outbox.data?.items.some(
    (message) => (message.resendable && mayResend) || opensInFull(message.lastError),
  );

  return (
    <div className="space-y-6">
      <FilterBar
        key={view.search}
        label={t("filters.label")}
        searchButtonLabel={t("common.search")}
        search={{ name: "search", label: t("filters.search"), value: view.search }}
        selects={[
          {
            name: "status",
            label: t("filters.status"),
            value: view.status,
            options: choicesWithAll(t("filters.allStatuses"), mailStatuses, (status) => t(`statusFilter.${status}`)),
          },
          {
            name: "kind",
            label: t("filters.kind"),
            value: view.kind,
            options: choicesWithAll(t("filters.allKinds"), mailKinds, (kind) => t(`kinds.${kind}`)),
          },
        ]}
        onChange={setView}
      />
      <QueryTable<OutboxMessageView>
        query={outbox}
        columns={columns}
        rowKey={(message) => String(message.id)}
        texts={listTexts(t, "list")}
        onViewChange={setView}
        readOnly={readOnly}
      />
    </div>
  );
}
