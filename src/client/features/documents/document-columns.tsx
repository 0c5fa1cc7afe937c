import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { Download, Eye, Pencil } from "lucide-react";
import { Link } from "react-router";
import { isLocked, type Document } from "../../../shared/document";
import { pathTo } from "../../../shared/routes";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { formatMoment } from "../../lib/format-date";
import { formatFileSize } from "../../lib/format-file-size";

/** SPEC §2 Recent Documents: eight columns; the actions view, download (the real file) and edit. */
export function documentColumns(
  t: TFunction,
  language: string,
  onDownload: (document: Document) => void,
): ColumnDef<Document, unknown>[] {
  return [
    {
      id: "name",
      header: t("documents.columns.name"),
      meta: { sortField: "name" },
      cell: ({ row }) => (
        <Link
          to={pathTo("documentDetail", { documentId: row.original.id })}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    },
    { id: "type", header: t("documents.columns.type"), cell: ({ row }) => t(`documentType.${row.original.type}`) },
    {
      id: "status",
      header: t("documents.columns.status"),
      meta: { sortField: "status" },
      cell: ({ row }) => (
        <StatusBadge status={row.original.status} label={t(`documentStatus.${row.original.status}`)} />
      ),
    },
    {
      id: "priority",
      header: t("documents.columns.priority"),
      meta: { sortField: "priority" },
      cell: ({ row }) => t(`priority.${row.original.priority}`),
    },
    {
      id: "category",
      header: t("documents.columns.category"),
      meta: { sortField: "category" },
      cell: ({ row }) => t(`category.${row.original.category}`),
    },
    {
      id: "modified",
      header: t("documents.columns.modified"),
      meta: { sortField: "lastModified" },
      cell: ({ row }) => <span className="whitespace-nowrap">{formatMoment(row.original.lastModified, language)}</span>,
    },
    {
      id: "modifiedBy",
      header: t("documents.columns.modifiedBy"),
      cell: ({ row }) => row.original.modifiedBy ?? "–",
    },
    {
      id: "actions",
      header: t("documents.columns.actions"),
      cell: ({ row }) => {
        const document = row.original;
        return (
          <div className="flex gap-1">
            <Button asChild variant="ghost" size="icon">
              <Link
                to={pathTo("documentDetail", { documentId: document.id })}
                aria-label={t("documents.view", { name: document.name })}
              >
                <Eye aria-hidden="true" />
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              disabled={!document.hasFile}
              aria-label={document.hasFile ? t("documents.download", { name: document.name }) : t("documents.noFile")}
              onClick={() => onDownload(document)}
            >
              <Download aria-hidden="true" />
            </Button>
            {!isLocked(document.status) && (
              <Button asChild variant="ghost" size="icon">
                <Link
                  to={pathTo("documentEdit", { documentId: document.id })}
                  aria-label={t("documents.edit", { name: document.name })}
                >
                  <Pencil aria-hidden="true" />
                </Link>
              </Button>
            )}
          </div>
        );
      },
    },
  ];
}

/** The portal's documents also show each file's size (SPEC §3 portal document), after the category. */
export function withSizeColumn(
  columns: ColumnDef<Document, unknown>[],
  t: TFunction,
  language: string,
): ColumnDef<Document, unknown>[] {
  const size: ColumnDef<Document, unknown> = {
    id: "size",
    header: t("documents.columns.size"),
    meta: { sortField: "size", align: "end" },
    cell: ({ row }) =>
      row.original.hasFile ? (
        <span className="whitespace-nowrap tabular-nums">{formatFileSize(row.original.size, language)}</span>
      ) : (
        "–"
      ),
  };
  const after = columns.findIndex((column) => column.id === "category") + 1;
  return [...columns.slice(0, after), size, ...columns.slice(after)];
}
