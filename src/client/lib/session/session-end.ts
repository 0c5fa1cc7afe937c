/**
 * The moment the server stops accepting the session mid-use (an API call
 * answers 401: idle for an hour, signed out elsewhere, deactivated). The API
 * client reports it once; the signed-in area listening for it takes the user
 * to sign in (use-leave-when-session-ends.ts), and guarded forms keep what was
 * typed (components/form). Until the area mounts again for a signed-in user,
 * later 401s are the same ending and are not reported again.
 */
type Listener = (ended: { userId: string | null }) => void;

const listeners = new Set<Listener>();
let ended = false;
let sessionUserId: string | null = null;

/** Called by the signed-in area once it shows for this user: a new session has begun. */
export function sessionBegan(userId: string): void {
  ended = false;
  sessionUserId = userId;
}

/** An API call answered 401: tells every listener once, with whose session it was. */
export function reportSessionEnded(): void {
  if (ended) return;
  ended = true;
  for (const listener of [...listeners]) listener({ userId: sessionUserId });
}

export function sessionHasEnded(): boolean {
  return ended;
}

/** Listens for the end of the session; answers the function that stops listening. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
