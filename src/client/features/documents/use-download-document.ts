import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Document } from "../../../shared/document";
import { staffNs } from "../../lib/staff-texts";
import { downloadDocument } from "./api/download-document";

/** Downloads the real file (a placeholder alert in the spec) under its own name; a failure says why in a toast. */
export function useDownloadDocument(): (document: Document) => void {
  const { t } = useTranslation(staffNs);
  return useCallback(
    (document: Document) =>
      void downloadDocument(document).catch((error: unknown) =>
        toast.error(t("documents.downloadFailed"), { description: error instanceof Error ? error.message : undefined }),
      ),
    [t],
  );
}
