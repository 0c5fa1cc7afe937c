import type { TFunction } from "i18next";
import type { RecordTexts } from "../../components/lists/record-gate";

/** What an account's pages say while it loads, when it does not exist (or is not the agent's) and when loading fails. */
export const insuredAccountRecordTexts = (t: TFunction): RecordTexts => ({
  loading: t("accountDetail.loading"),
  loadFailed: t("accountDetail.loadFailed"),
  notFoundTitle: t("accountDetail.notFoundTitle"),
  notFoundBody: t("accountDetail.notFoundBody"),
  back: t("accountDetail.back"),
  retry: t("common.retry"),
});
