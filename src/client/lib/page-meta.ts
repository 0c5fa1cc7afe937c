import type { MetaDescriptor } from "react-router";
import type { RouteId } from "../../shared/routes";
import { company } from "./company";
import { i18next } from "./i18n";

/** The <title> of a route: its page title, then the company name. */
export function pageMeta(routeId: RouteId): () => MetaDescriptor[] {
  return () => [{ title: `${i18next.t(`pages.${routeId}.title`)} | ${company.name}` }];
}
