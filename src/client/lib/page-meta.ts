import type { MetaDescriptor } from "react-router";
import type { RouteId } from "../../shared/routes";
import { company } from "./company";
import { i18next } from "./i18n";

/**
 * What a page module exports as `handle`: where its title and description
 * live (`<metaKey>.title` and `<metaKey>.description` of `namespace`).
 */
export interface PageHandle {
  namespace: string;
  /** Defaults to "meta". */
  metaKey?: string;
}

export function titleFor({ namespace, metaKey = "meta" }: PageHandle): string {
  return `${i18next.t(`${metaKey}.title`, { ns: namespace })} | ${company.name}`;
}

export function descriptionFor({ namespace, metaKey = "meta" }: PageHandle): string {
  return i18next.t(`${metaKey}.description`, { ns: namespace });
}

/**
 * Title, description, canonical URL and Open Graph tags of a public page, from
 * `meta.title` and `meta.description` of its namespace. Prerendered in
 * English; PublicLayout follows a later language switch.
 */
export function publicPageMeta(path: string, handle: string | PageHandle): () => MetaDescriptor[] {
  const page = typeof handle === "string" ? { namespace: handle } : handle;
  return () => {
    const url = new URL(path, company.urls.site).href;
    const title = titleFor(page);
    const description = descriptionFor(page);
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

/** Just a <title>, from `pages.<routeId>.title` of `common`: staff pages, which search engines never see. */
export function routeTitleMeta(routeId: RouteId): () => MetaDescriptor[] {
  return () => [{ title: `${i18next.t(`pages.${routeId}.title`)} | ${company.name}` }];
}
