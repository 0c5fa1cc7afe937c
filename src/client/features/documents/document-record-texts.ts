import type { TFunction } from "i18next";
import type { RecordTexts } from "../../components/lists/record-gate";

/** What a document's pages say while it loads, when it does not exist and when loading fails. */
export const documentRecordTexts = (t: TFunction): RecordTexts => ({
  loading: t("documentDetail.loading"),
  loadFailed: t("documentDetail.loadFailed"),
  notFoundTitle: t("documentDetail.notFoundTitle"),
  notFoundBody: t("documentDetail.notFoundBody"),
  back: t("documentDetail.back"),
  retry: t("common.retry"),
});
