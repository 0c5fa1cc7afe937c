import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The id of the request whose work is running, for code that outlives it or
 * never sees it: the mail outbox stamps it on the rows it writes, including
 * the reset and invitation mails better-auth asks for from inside its own
 * callbacks. plugins/request-id.ts enters it for every route handler.
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const runWithRequestId = (requestId: string, work: () => void): void => requestContext.run({ requestId }, work);

/** The current request's id, or null outside a request (the outbox sender, the seed, a CLI). */
export const currentRequestId = (): string | null => requestContext.getStore()?.requestId ?? null;
