import { apiTimeoutMs } from "../../shared/constants";
import { ApiError, pageLanguage, refusedAnswer } from "./api/api-client";

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
    // A report or declarations page is written in the visitor's language, as every answer is.
    headers: {
      "accept-language": pageLanguage(),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }).catch((error: unknown) => {
    throw new ApiError(error instanceof Error ? error.message : "Unknown error occurred", 0);
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw refusedAnswer(envelope?.message ?? `HTTP error! status: ${response.status}`, response.status);
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
