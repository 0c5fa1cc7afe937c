import { AsyncLocalStorage } from "node:async_hooks";
import type { Language } from "../../shared/constants";

/**
 * The language an e-mail change was asked in: the account route asks
 * better-auth for the change inside `asEmailChange`, and the confirmation
 * mail, which better-auth asks for from its own callback, reads it from here.
 */
const request = new AsyncLocalStorage<{ language: Language }>();

export const asEmailChange = <T>(asked: { language: Language }, change: () => Promise<T>): Promise<T> =>
  request.run(asked, change);

export const currentEmailChange = () => request.getStore();
