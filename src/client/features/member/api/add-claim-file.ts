import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadWithProgress } from "../../../lib/upload-with-progress";
import { memberKeys } from "./member-keys";

/** POST /api/member/policies/{id}/claims/{claimId}/files (multipart: file): a photo or document added to an open claim. */
export function addClaimFile(policyId: string, claimId: string, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return uploadWithProgress<{ documentId: string; name: string }>(
    `/api/member/policies/${encodeURIComponent(policyId)}/claims/${encodeURIComponent(claimId)}/files`,
    form,
    onProgress,
  );
}

/** The policy's documents show the file afterwards. */
export function useAddClaimFile(policyId: string, claimId: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => addClaimFile(policyId, claimId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.documents(policyId) }),
  });
}
