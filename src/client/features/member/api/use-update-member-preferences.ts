import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommunicationPreference, MemberPreferences } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { memberApi, memberKeys } from "./member-api-paths";

/** PUT /api/member/policies/{id}/preferences: records the choice and its date. */
export function useUpdateMemberPreferences(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (communication: CommunicationPreference) =>
      apiRequest<MemberPreferences>(memberApi.preferences(policyId), {
        method: "PUT",
        body: JSON.stringify({ communication }),
      }),
    onSuccess: (saved) => queryClient.setQueryData(memberKeys.preferences(policyId), saved),
  });
}
