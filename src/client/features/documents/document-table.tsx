import type { UseQueryResult } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Document } from "../../../shared/document";
import { pathTo } from "../../../shared/routes";
import type { SortState } from "../../components/lists/data-table";
import type { Page } from "../../../shared/page";
import { QueryTable } from "../../components/lists/query-table";
import { listTexts, staffNs } from "../../lib/staff-texts";

/** A page of documents in its four states; a row opens the document. */
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
  return (
    <QueryTable<Document>
      query={documents}
      columns={columns}
      rowKey={(document) => document.id}
      texts={listTexts(t, "documents", { emptyBody })}
      sort={sort}
      onViewChange={onViewChange}
      hiddenColumns={hiddenColumns}
      onRowOpen={(document) => void navigate(pathTo("documentDetail", { documentId: document.id }))}
    />
  );
}
