import type { TFunction } from "i18next";
import type { PagerLabels } from "../../components/lists/pager";
import { registerNamespace } from "../../lib/i18n";
import en from "../../locales/en/staffArea.json";

/** The staff screens' texts: one namespace, loaded with the staff area's code. */
export const staffNs = registerNamespace("staffArea", en);

export function pagerLabels(t: TFunction): PagerLabels {
  return {
    navigation: t("common.pager.navigation"),
    previous: t("common.pager.previous"),
    next: t("common.pager.next"),
    page: (page) => t("common.pager.page", { page }),
    showing: (from, to, total) => t("common.pager.showing", { from, to, total }),
    pageSize: t("common.pager.pageSize"),
  };
}
