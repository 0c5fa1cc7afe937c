import type { MetaDescriptor } from "react-router";
import type { RouteId } from "../../shared/routes";
import { company } from "./company";
import { i18next } from "./i18n";

/** What a page module exports as `handle`: which namespace holds its meta texts. */
export interface PageHandle {
  namespace: string;
}

export function titleFor(namespace: string): string {
  return `${i18next.t("meta.title", { ns: namespace })} | ${company.name}`;
}

export function descriptionFor(namespace: string): string {
  return i18next.t("meta.description", { ns: namespace });
}

/**
 * Title, description, canonical URL and Open Graph tags of a public page, from
 * `meta.title` and `meta.description` of its namespace. Prerendered in
 * English; PublicLayout follows a later language switch.
 */
export function publicPageMeta(path: string, namespace: string): () => MetaDescriptor[] {
  return () => {
    const url = new URL(path, company.urls.site).href;
    const title = titleFor(namespace);
    const description = descriptionFor(namespace);
    return [
      { title },
      { name: "description", content: description },
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: company.name },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { property: "og:locale", content: i18next.language === "it" ? "it_IT" : "en_US" },
    ];
  };
}

/** Just a <title>, from `pages.<routeId>.title` of `common`: staff pages and pages still in placeholder state. */
export function routeTitleMeta(routeId: RouteId): () => MetaDescriptor[] {
  return () => [{ title: `${i18next.t(`pages.${routeId}.title`)} | ${company.name}` }];
}
