import type { TFunction } from "i18next";
import type { RecordTexts } from "../../components/lists/record-gate";
import { glFailure } from "./api/gl-failure";

/** What a GL product's pages say while it loads, when it does not exist (or was archived) and when loading fails. */
export const glProductRecordTexts = (t: TFunction): RecordTexts => ({
  loading: t("glProductDetail.loading"),
  loadFailed: glFailure("open"),
  notFoundTitle: t("glProductDetail.notFoundTitle"),
  notFoundBody: t("glProductDetail.notFoundBody"),
  back: t("glProductDetail.back"),
  retry: t("common.retry"),
});
