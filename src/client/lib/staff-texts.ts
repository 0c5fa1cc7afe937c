import type { TFunction } from "i18next";
import type { PagerLabels } from "../components/lists/pager";
import type { QueryTableTexts } from "../components/lists/query-table";
import { registerNamespace } from "./i18n";
import en from "../locales/en/staffArea.json";

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

/** A list's texts from its section of the namespace: loading, loadFailed, empty.title, empty.body, caption. */
export function listTexts(t: TFunction, section: string, overrides: Partial<QueryTableTexts> = {}): QueryTableTexts {
  return {
    loading: t(`${section}.loading`),
    loadFailed: t(`${section}.loadFailed`),
    retry: t("common.retry"),
    emptyTitle: t(`${section}.empty.title`),
    emptyBody: t(`${section}.empty.body`),
    caption: (count) => t(`${section}.caption`, { count }),
    pager: pagerLabels(t),
    ...overrides,
  };
}
