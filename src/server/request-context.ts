import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What work running for a request needs to know about it, even code that
 * outlives it or never sees it: its id (the mail outbox stamps it on the rows
 * it writes, including the mails better-auth asks for from its own callbacks),
 * and whether the client was already answered 503 because the request ran
 * over its time (plugins/request-limits.ts), after which the work must not
 * commit: the client was told it failed and may send it again.
 * plugins/request-id.ts enters the scope for every route handler.
 */
export interface RequestScope {
  readonly requestId: string;
  abandoned: boolean;
  /** The route is marked `config.urgent`: its statements take the next free connection first (db/priority-gate.ts). */
  urgent: boolean;
}

const requestContext = new AsyncLocalStorage<RequestScope>();
const scopes = new WeakMap<object, RequestScope>();

/** The one scope of a Fastify request, made on first use by whichever plugin asks first. */
export function scopeOf(request: { id: string }): RequestScope {
  let scope = scopes.get(request);
  if (!scope) scopes.set(request, (scope = { requestId: request.id, abandoned: false, urgent: false }));
  return scope;
}

export const runInScope = (scope: RequestScope, work: () => void): void => requestContext.run(scope, work);

/** The current request's id, or null outside a request (the outbox sender, the seed, a CLI). */
export const currentRequestId = (): string | null => requestContext.getStore()?.requestId ?? null;

/** Whether the work running now is for an urgent route's request. */
export const currentRequestIsUrgent = (): boolean => requestContext.getStore()?.urgent ?? false;

/**
 * Throws when the current request was already answered 503: called as the
 * last step of a transaction, so a write whose client gave up is rolled back
 * rather than stored twice when the client tries again.
 */
export function assertClientStillWaiting(): void {
  if (requestContext.getStore()?.abandoned) {
    throw Object.assign(new Error("The request was answered 503 before its work finished; rolled back."), {
      statusCode: 503,
    });
  }
}
