import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MemberDocument } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberKeys } from "./member-keys";

/** GET /api/member/policies/{id}/documents: what staff shared with the insured. */
export const listMemberDocuments = (policyId: string) =>
  apiRequest<MemberDocument[]>(`/api/member/policies/${encodeURIComponent(policyId)}/documents`);

export const memberDocumentsQuery = (policyId: string) =>
  queryOptions({
    queryKey: memberKeys.documents(policyId),
    queryFn: () => listMemberDocuments(policyId),
    retry: retryUnlessRefused,
  });

export const useMemberDocuments = (policyId: string) => useQuery(memberDocumentsQuery(policyId));
