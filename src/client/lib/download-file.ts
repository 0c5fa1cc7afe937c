import { apiTimeoutMs } from "../../shared/constants";
import { ApiError, refusedAnswer } from "./api/api-client";
import { noAnswerText, unreachableText } from "./api/failure-text";
import { languageHeader } from "./api/request-language";

function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/**
 * Asks the API for a file (a CSV export, a report, a document) and saves it
 * under the name the server gives. Failures come back as the envelope's
 * message, like every other call.
 */
export async function downloadFile(
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown },
  fallbackName: string,
) {
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "same-origin",
    signal: AbortSignal.timeout(apiTimeoutMs),
    headers: { ...languageHeader(), ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }).catch(() => {
    throw new ApiError(unreachableText(), 0);
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw refusedAnswer(envelope?.message ?? noAnswerText(response.status), response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("content-disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
