import type { UseQueryResult } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import type { Page } from "../../../shared/page";
import { DataTable, type SortState } from "./data-table";
import { Pager, type PagerLabels } from "./pager";
import { EmptyState, ErrorState, LoadingState } from "./query-states";

export interface QueryTableTexts {
  loading: string;
  loadFailed: string;
  retry: string;
  emptyTitle: string;
  emptyBody: string;
  caption: (count: number) => string;
  pager: PagerLabels;
}

/**
 * A page of a list in its four states: loading, failed (what failed, and
 * Retry), empty, or the table with its pager. Sorting and paging are the
 * server's; the view's changes go to `onViewChange` (usually the address).
 */
export function QueryTable<Row>({
  query,
  columns,
  rowKey,
  texts,
  sort,
  onViewChange,
  onRowOpen,
  hiddenColumns,
  pageSizes,
  readOnly,
}: {
  query: UseQueryResult<Page<Row>>;
  columns: ColumnDef<Row, unknown>[];
  rowKey: (row: Row) => string;
  texts: QueryTableTexts;
  sort?: SortState;
  onViewChange: (changes: Partial<SortState> & { page?: number; pageSize?: number }) => void;
  onRowOpen?: (row: Row) => void;
  hiddenColumns?: string[];
  pageSizes?: readonly number[];
  /** Rows with nothing to focus: see DataTable. */
  readOnly?: boolean;
}) {
  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError) {
    return (
      <ErrorState
        title={texts.loadFailed}
        message={query.error.message}
        retryLabel={texts.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.items.length === 0) return <EmptyState title={texts.emptyTitle} body={texts.emptyBody} />;
  return (
    <>
      <DataTable<Row>
        caption={texts.caption(query.data.totalItems)}
        columns={columns}
        rows={query.data.items}
        rowKey={rowKey}
        hiddenColumns={hiddenColumns}
        sort={sort}
        onSortChange={onViewChange}
        onRowOpen={onRowOpen}
        readOnly={readOnly}
      />
      <Pager
        page={query.data.page}
        pageSize={query.data.pageSize}
        totalItems={query.data.totalItems}
        pageSizes={pageSizes}
        onPageChange={(page) => onViewChange({ page })}
        onPageSizeChange={pageSizes ? (pageSize) => onViewChange({ pageSize }) : undefined}
        labels={texts.pager}
      />
    </>
  );
}
