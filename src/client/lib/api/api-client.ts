import { apiTimeoutMs } from "../../../shared/constants";
import type { Envelope, FieldError } from "../../../shared/api";
import { reportSessionEnded } from "../session/session-end";
import { noAnswerText, unreachableText } from "./failure-text";
import { languageHeader } from "./request-language";

/** An API failure, with the server's field errors when it sent some. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldError[] = [],
    /** On 429: how long the server asks to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The error of an answer the server refused; a 401 also reports that the session has ended (lib/session/session-end.ts). */
export function refusedAnswer(...args: ConstructorParameters<typeof ApiError>): ApiError {
  if (args[1] === 401) reportSessionEnded();
  return new ApiError(...args);
}

/**
 * The one way the client calls the API: JSON in, envelope out, aborted after
 * the SPEC §9 timeout. Resolves with `data`; rejects with ApiError so that
 * TanStack Query can retry and components can show the message, or
 * `fallbackMessage` when the answer carries none (SPEC §8's GL messages).
 */
export async function apiRequest<T>(path: string, init: RequestInit & { fallbackMessage?: string } = {}): Promise<T> {
  return (await apiAnswer<T>(path, init)).data;
}

/**
 * `apiRequest` that also resolves with the answer's message, for a change
 * whose confirmation is the server's words ("Your payment plan … is saved.").
 */
export async function apiAnswer<T>(
  path: string,
  { fallbackMessage, ...init }: RequestInit & { fallbackMessage?: string } = {},
): Promise<{ data: T; message: string }> {
  const signal = init.signal ?? AbortSignal.timeout(apiTimeoutMs);
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      signal,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...languageHeader(),
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError(fallbackMessage ?? unreachableText(), 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope?.success) {
    throw refusedAnswer(
      envelope?.message || fallbackMessage || noAnswerText(response.status),
      response.status,
      envelope?.errors,
      (envelope?.data as { retryAfterSeconds?: number } | null | undefined)?.retryAfterSeconds,
    );
  }
  return { data: envelope.data, message: envelope.message };
}
