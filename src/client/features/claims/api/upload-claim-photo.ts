import type { ClaimPhoto } from "../../../../shared/claim";
import { uploadWithProgress } from "../../../lib/upload-with-progress";

/** POST /api/claims/photos (public): one photo of the damage, before the claim itself is sent. */
export function uploadClaimPhoto(file: File, onProgress: (fraction: number) => void): Promise<ClaimPhoto> {
  const form = new FormData();
  form.append("file", file);
  return uploadWithProgress<ClaimPhoto>("/api/claims/photos", form, onProgress);
}
