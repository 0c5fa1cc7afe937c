import type { MemberAccess } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * POST /api/member/access (public): asks for an e-mailed sign-in link. A plain
 * call, not a TanStack mutation: the public member page loads no query code.
 */
export const requestSignInLink = (access: MemberAccess) =>
  apiRequest<null>("/api/member/access", { method: "POST", body: JSON.stringify(access) });
