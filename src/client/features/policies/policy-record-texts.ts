import type { TFunction } from "i18next";
import type { RecordTexts } from "../../components/lists/record-gate";

/** What a policy's pages say while it loads, when it does not exist (SPEC §2) and when loading fails. */
export const policyRecordTexts = (t: TFunction): RecordTexts => ({
  loading: t("policyDetail.loading"),
  loadFailed: t("policyDetail.loadFailed"),
  notFoundTitle: t("policyDetail.notFoundTitle"),
  notFoundBody: t("policyDetail.notFoundBody"),
  back: t("policyDetail.back"),
  retry: t("common.retry"),
});
