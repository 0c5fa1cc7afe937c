import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Document, DocumentList } from "../../../../shared/document";
import type { Page } from "../../../../shared/page";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { searchParams } from "../../../lib/search-params";

/** GET /api/portal/{id}/documents (SPEC §7) with the card's filter, sort and page. */
export const listPortalDocuments = (portalIdentity: string, list: Partial<DocumentList>) =>
  apiRequest<Page<Document>>(`/api/portal/${encodeURIComponent(portalIdentity)}/documents?${searchParams(list)}`);

export const portalDocumentsQuery = (portalIdentity: string, list: Partial<DocumentList>) =>
  queryOptions({
    queryKey: [queryRoots.documents, "portal", portalIdentity, list],
    queryFn: () => listPortalDocuments(portalIdentity, list),
    placeholderData: keepPreviousData,
  });

export const usePortalDocuments = (portalIdentity: string, list: Partial<DocumentList>) =>
  useQuery(portalDocumentsQuery(portalIdentity, list));
