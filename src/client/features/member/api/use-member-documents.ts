import { useQuery } from "@tanstack/react-query";
import type { MemberDocument } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberApi, memberKeys } from "./member-api-paths";

/** GET /api/member/policies/{id}/documents: what staff shared with the insured. */
export function useMemberDocuments(policyId: string) {
  return useQuery({
    queryKey: memberKeys.documents(policyId),
    queryFn: () => apiRequest<MemberDocument[]>(memberApi.documents(policyId)),
    retry: retryUnlessRefused,
  });
}
