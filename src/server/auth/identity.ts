import type { Role } from "../../shared/permissions";

/** The signed-in user behind a request, as the session cookie or the API key says. */
export interface Identity {
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The browser session the request came with; null when an API key signed it. */
  sessionId: string | null;
  /** The API key (`Authorization: Bearer`) the request came with; null for a browser session. */
  apiKeyId: string | null;
  twoFactorEnabled: boolean;
}
