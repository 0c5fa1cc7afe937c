import type { Role } from "../../shared/permissions";

/** The signed-in user behind a request, as the session says. */
export interface Identity {
  userId: string;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
  twoFactorEnabled: boolean;
}
