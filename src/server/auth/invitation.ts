import { AsyncLocalStorage } from "node:async_hooks";
import type { Language } from "../../shared/constants";

/** Who invites, and the language the invited person reads (staff chose it; theirs, not the inviter's). */
export interface Invitation {
  invitedBy: string;
  language: Language;
}

/**
 * An invitation is a password-reset link with its own words: the invite
 * route asks better-auth for a reset link inside `asInvitation`, and the
 * reset mail reads who invited the person, and in which language, from here.
 */
const invitation = new AsyncLocalStorage<Invitation>();

export const asInvitation = <T>(invited: Invitation, send: () => Promise<T>): Promise<T> =>
  invitation.run(invited, send);

export const currentInvitation = () => invitation.getStore();
