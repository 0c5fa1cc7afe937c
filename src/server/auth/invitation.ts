import { AsyncLocalStorage } from "node:async_hooks";

/**
 * An invitation is a password-reset link with its own words: the invite
 * route asks better-auth for a reset link inside `asInvitation`, and the
 * reset mail reads who invited the person from here.
 */
const invitation = new AsyncLocalStorage<{ invitedBy: string }>();

export const asInvitation = <T>(invitedBy: string, send: () => Promise<T>): Promise<T> =>
  invitation.run({ invitedBy }, send);

export const currentInvitation = () => invitation.getStore();
