import { queryDefaults } from "../../../shared/constants";
import { ApiError } from "./api-client";

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

export const isNotFound = (error: unknown) => statusOf(error) === 404;

/**
 * Every query's rule: a 401 means the session has ended (the app goes to sign
 * in, lib/session/session-end.ts), so asking again is pointless; anything else
 * is tried 3 times (SPEC §9).
 */
export const retryUnlessSignedOut = (count: number, error: Error) =>
  statusOf(error) !== 401 && count < queryDefaults.queryRetries;

/** Query retry rule for one record: a 404 is an answer (the not-found state), and so is a 401. */
export const retryUnlessNotFound = (count: number, error: Error) =>
  !isNotFound(error) && retryUnlessSignedOut(count, error);

/** A refusal (401, 403, 404) is an answer, not a hiccup: only other failures are tried again, up to 3 times. */
export function retryUnlessRefused(count: number, error: Error): boolean {
  const status = statusOf(error);
  return !(status >= 400 && status < 500) && count < queryDefaults.queryRetries;
}
