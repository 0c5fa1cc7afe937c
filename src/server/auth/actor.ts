import type { Language } from "../../shared/constants";
import type { Role } from "../../shared/permissions";

/**
 * Who acts, in which request: what every service method that writes takes
 * besides its input. Routes build it from the session (plugins/auth.ts); a
 * public form's caller is "anonymous".
 */
export interface Actor {
  userId: string;
  role: Role | null;
  requestId: string;
  /** The language they read (the request's Accept-Language): what they file is answered in it. */
  language: Language;
}

export const anonymous = "anonymous";
