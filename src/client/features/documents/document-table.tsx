import type { UseQueryResult } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Document } from "../../../shared/document";
import { pathTo } from "../../../shared/routes";
import { DataTable, type SortState } from "../../components/lists/data-table";
import { Pager } from "../../components/lists/pager";
import { EmptyState, ErrorState, LoadingState } from "../../components/lists/query-states";
import type { Page } from "../portals/portal-queries";
import { pagerLabels, staffNs } from "../staff/staff-texts";

/**
 * A page of documents in its four states: loading, failed (with retry),
 * empty, or the sortable table with its pager. A row opens the document.
 */
export function DocumentTable({
  documents,
  columns,
  sort,
  onViewChange,
  emptyBody,
  hiddenColumns,
}: {
  documents: UseQueryResult<Page<Document>>;
  columns: ColumnDef<Document, unknown>[];
  sort: SortState;
  onViewChange: (changes: Partial<SortState> & { page?: number }) => void;
  emptyBody: string;
  hiddenColumns?: string[];
}) {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  if (documents.isPending) return <LoadingState label={t("documents.loading")} />;
  if (documents.isError) {
    return (
      <ErrorState
        title={t("documents.loadFailed")}
        message={documents.error.message}
        retryLabel={t("common.retry")}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.items.length === 0) return <EmptyState title={t("documents.empty.title")} body={emptyBody} />;
  return (
    <>
      <DataTable<Document>
        caption={t("documents.caption", { count: documents.data.totalItems })}
        columns={columns}
        rows={documents.data.items}
        rowKey={(document) => document.id}
        hiddenColumns={hiddenColumns}
        sort={sort}
        onSortChange={onViewChange}
        onRowOpen={(document) => void navigate(pathTo("documentDetail", { documentId: document.id }))}
      />
      <Pager
        page={documents.data.page}
        pageSize={documents.data.pageSize}
        totalItems={documents.data.totalItems}
        onPageChange={(page) => onViewChange({ page })}
        labels={pagerLabels(t)}
      />
    </>
  );
}
