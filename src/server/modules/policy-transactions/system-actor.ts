import type { Actor } from "../../auth/actor";

/** Who issues when nobody signed in does (the renewal job): no user, named in the audit log. */
export const systemActor = (name: string): Actor => ({
  userId: `system:${name}`,
  role: null,
  requestId: `job:${name}`,
  language: "en",
});
