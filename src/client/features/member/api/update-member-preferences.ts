import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MemberPreferences, MemberPreferencesChange } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { memberKeys } from "./member-keys";

/** PUT /api/member/policies/{id}/preferences: records the choice and its date. */
export const updateMemberPreferences = (policyId: string, change: MemberPreferencesChange) =>
  apiRequest<MemberPreferences>(`/api/member/policies/${encodeURIComponent(policyId)}/preferences`, {
    method: "PUT",
    body: JSON.stringify(change),
  });

/** The answer is the saved preference: the page shows it without asking again. */
export function useUpdateMemberPreferences(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberPreferencesChange) => updateMemberPreferences(policyId, change),
    onSuccess: (saved) => queryClient.setQueryData(memberKeys.preferences(policyId), saved),
  });
}
