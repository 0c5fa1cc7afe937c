import type { ColumnDef } from "@tanstack/react-table";
import { Download, Settings2, Share2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { documentCategories, documentListSchema, documentStatuses, type Document } from "../../../shared/document";
import type { Portal } from "../../../shared/portal";
import { RecordCard } from "../../components/lists/facts";
import { choicesWithAll, FilterBar } from "../../components/lists/filter-bar";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { useCopyLink } from "../../hooks/use-copy-link";
import { useUrlState } from "../../hooks/use-url-state";
import { staffNs } from "../../lib/staff-texts";
import { exportPortalDocuments } from "./api/export-portal-documents";
import { usePortalDocuments } from "./api/list-portal-documents";
import { documentColumns, withSizeColumn } from "./document-columns";
import { DocumentTable } from "./document-table";
import { UploadDocumentDialog } from "./upload-document-dialog";
import { useDownloadDocument } from "./use-download-document";
import { WorkflowActions } from "./workflow-actions";

const defaults = { searchTerm: "", status: "", category: "", sortBy: "lastModified", sortDirection: "desc", page: 1 };
/** Columns a person may hide (SPEC §3 "Table column definition: field, header, visible"); the name and actions stay. */
const optionalColumns = ["type", "status", "priority", "category", "size", "modified", "modifiedBy"];

/**
 * SPEC §2 portal Documents card: the export/share/settings menu, a filter
 * bar, the sortable table (with SPEC §3's size) with row actions and a
 * workflow menu, and the pager. Filters, sort and page live in the address.
 */
export function PortalDocumentsCard({ portal }: { portal: Portal }) {
  const { t, i18n } = useTranslation(staffNs);
  const [view, setView] = useUrlState(defaults);
  const [hidden, setHidden] = useState<string[]>([]);
  const list = documentListSchema.catch(documentListSchema.parse({})).parse({
    ...view,
    searchTerm: view.searchTerm || undefined,
    status: view.status || undefined,
    category: view.category || undefined,
  });
  const documents = usePortalDocuments(portal.portalIdentity, list);
  const download = useDownloadDocument();
  const share = useCopyLink({ copied: t("portal.linkCopied"), copyByHand: t("portal.copyByHand") });

  const columns = useMemo<ColumnDef<Document, unknown>[]>(
    () =>
      withSizeColumn(documentColumns(t, i18n.language, download), t, i18n.language).map((column) =>
        column.id === "actions"
          ? {
              ...column,
              cell: (context) => (
                <div className="flex items-center gap-1">
                  {typeof column.cell === "function" ? column.cell(context) : null}
                  <WorkflowActions ns={staffNs} document={context.row.original} presentation="menu" />
                </div>
              ),
            }
          : column,
      ),
    [t, i18n.language, download],
  );

  const exportList = () =>
    exportPortalDocuments(portal.portalIdentity, view).catch((error: Error) =>
      toast.error(t("portal.downloadFailed"), { description: error.message }),
    );

  return (
    <RecordCard title={t("portal.documents")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <UploadDocumentDialog ns={staffNs} label={t("portal.addDocument")} portalId={portal.diHeaderGUID} />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              <Settings2 aria-hidden="true" />
              {t("portal.documentsMenu")}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => void exportList()}>
              <Download aria-hidden="true" className="mr-2 size-4" />
              {t("portal.export")}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void share()}>
              <Share2 aria-hidden="true" className="mr-2 size-4" />
              {t("portal.share")}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t("portal.columnsShown")}</DropdownMenuLabel>
            {optionalColumns.map((id) => (
              <DropdownMenuCheckboxItem
                key={id}
                checked={!hidden.includes(id)}
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(shown) =>
                  setHidden((current) => (shown ? current.filter((column) => column !== id) : [...current, id]))
                }
              >
                {t(`documents.columns.${id}`)}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <FilterBar
        key={view.searchTerm}
        label={t("portal.documentFilters")}
        searchButtonLabel={t("common.search")}
        search={{ name: "searchTerm", label: t("portal.searchDocuments"), value: view.searchTerm }}
        selects={[
          {
            name: "status",
            label: t("documents.columns.status"),
            value: view.status,
            options: choicesWithAll(t("common.allStatuses"), documentStatuses, (status) =>
              t(`documentStatus.${status}`),
            ),
          },
          {
            name: "category",
            label: t("documents.columns.category"),
            value: view.category,
            options: choicesWithAll(t("portal.allCategories"), documentCategories, (category) =>
              t(`category.${category}`),
            ),
          },
        ]}
        onChange={setView}
      />
      <DocumentTable
        documents={documents}
        columns={columns}
        hiddenColumns={hidden}
        sort={{ sortBy: list.sortBy, sortDirection: list.sortDirection }}
        onViewChange={setView}
        emptyBody={t("portal.noDocuments")}
      />
    </RecordCard>
  );
}
