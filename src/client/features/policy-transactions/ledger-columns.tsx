import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import type { Language } from "../../../shared/constants";
import type { LedgerEntry } from "../../../shared/policy-transaction";
import { formatCalendarDate } from "../../lib/format-date";
import { signedCents } from "./transaction-money";

/** Two columns, the date under its line's description: it fits the card's narrow column and a phone. */
export function ledgerColumns(t: TFunction, language: Language): ColumnDef<LedgerEntry, unknown>[] {
  return [
    {
      id: "entry",
      header: t("ledger.entry"),
      cell: ({ row: { original: entry } }) => (
        <>
          <span className="block">{entry.description}</span>
          <span className="block text-muted-foreground">{formatCalendarDate(entry.postedOn, language)}</span>
        </>
      ),
    },
    {
      id: "amount",
      header: t("ledger.amount"),
      meta: { align: "end" },
      cell: ({ row }) => <span className="whitespace-nowrap">{signedCents(row.original.amountCents, language)}</span>,
    },
  ];
}
