import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { MouseEvent } from "react";
import { cn } from "../../lib/cn";

export interface SortState {
  sortBy: string;
  sortDirection: "asc" | "desc";
}

/** Column meta: the server field a column sorts by, when it can be sorted. */
export interface ColumnMeta {
  sortField?: string;
  align?: "end";
  /** The column names its row (a version, an invoice number): its cells are row headers. */
  rowHeader?: boolean;
}

/**
 * The staff area's table (TanStack Table). Sorting and paging happen on the
 * server, so the table only renders a page and reports header clicks. When
 * rows lead somewhere (`onRowOpen`), the whole row is clickable for the
 * mouse; keyboard and screen-reader users follow the link the row's first
 * cell should hold.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  onRowOpen,
  hiddenColumns = [],
  readOnly = false,
  rowClassName,
  rowTestId,
}: {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  onRowOpen?: (row: Row) => void;
  /** Ids of the columns the user chose to hide (SPEC §3 column definition "visible"). */
  hiddenColumns?: string[];
  /**
   * Rows hold no link or button: on a phone the sideways scroll would have
   * nothing to focus, so the scrolling region takes focus itself.
   */
  readOnly?: boolean;
  /** A row's own look: a void invoice greyed, a tall row's cells aligned to its top. */
  rowClassName?: (row: Row) => string | false | undefined;
  /** Names each row for the end-to-end tests, where no role or text tells rows apart. */
  rowTestId?: string;
}) {
  // The table is rebuilt from its props on every render and handed to no memoized child.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualSorting: true,
    manualPagination: true,
    state: { columnVisibility: Object.fromEntries(hiddenColumns.map((id) => [id, false])) },
  });

  function toggleSort(field: string) {
    if (!sort || !onSortChange) return;
    const direction = sort.sortBy === field && sort.sortDirection === "asc" ? "desc" : "asc";
    onSortChange({ sortBy: field, sortDirection: direction });
  }

  const open = (row: Row) => (event: MouseEvent) => {
    // Buttons and links inside the row do their own thing.
    if ((event.target as HTMLElement).closest("a, button, [role='menuitem']")) return;
    onRowOpen?.(row);
  };

  return (
    <div
      className={cn(
        "overflow-x-auto rounded-lg border border-border",
        readOnly && "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
      )}
      {...(readOnly && { role: "region", "aria-label": caption, tabIndex: 0 })}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta as ColumnMeta | undefined;
                const field = meta?.sortField;
                const active = field !== undefined && sort?.sortBy === field;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? (sort!.sortDirection === "asc" ? "ascending" : "descending") : undefined}
                    className={cn("px-3 py-2 font-semibold whitespace-nowrap", meta?.align === "end" && "text-right")}
                  >
                    {field && onSortChange ? (
                      <button
                        type="button"
                        onClick={() => toggleSort(field)}
                        className="inline-flex min-h-11 items-center gap-1 rounded-md hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {label}
                        {active ? (
                          sort!.sortDirection === "asc" ? (
                            <ArrowUp aria-hidden="true" className="size-4" />
                          ) : (
                            <ArrowDown aria-hidden="true" className="size-4" />
                          )
                        ) : (
                          <ArrowUpDown aria-hidden="true" className="size-4 text-muted-foreground" />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              onClick={onRowOpen ? open(row.original) : undefined}
              className={cn(
                "border-t border-border",
                onRowOpen && "cursor-pointer hover:bg-sand",
                rowClassName?.(row.original),
              )}
              data-testid={rowTestId}
            >
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta as ColumnMeta | undefined;
                const Cell = meta?.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={cell.id}
                    scope={meta?.rowHeader ? "row" : undefined}
                    className={cn(
                      "px-3 py-2",
                      meta?.rowHeader && "text-left font-normal",
                      meta?.align === "end" && "text-right tabular-nums",
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
