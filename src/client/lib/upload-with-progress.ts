import type { Envelope } from "../../shared/api";
import { apiTimeoutMs } from "../../shared/constants";
import { ApiError, refusedAnswer } from "./api/api-client";
import { noAnswerText, unreachableText } from "./api/failure-text";
import { pageLanguage } from "./api/request-language";

/**
 * Sends a multipart form to the API and resolves with the envelope's data.
 * XMLHttpRequest rather than fetch, because only it reports upload progress,
 * which matters for a large file on a slow connection.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    // The server words its refusal (a file too large, not a photo) in the visitor's language.
    request.setRequestHeader("accept-language", pageLanguage());
    request.responseType = "json";
    request.timeout = apiTimeoutMs * 4;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const envelope = request.response as Envelope<T> | null;
      if (request.status >= 200 && request.status < 300 && envelope?.success) return resolve(envelope.data);
      const message = envelope?.errors[0]?.message ?? envelope?.message ?? noAnswerText(request.status);
      reject(refusedAnswer(message, request.status, envelope?.errors));
    });
    const lost = () => reject(new ApiError(unreachableText(), 0));
    request.addEventListener("error", lost);
    request.addEventListener("timeout", lost);
    request.send(form);
  });
}
