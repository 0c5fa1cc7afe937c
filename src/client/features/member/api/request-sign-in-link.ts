import type { MemberAccess } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { memberApi } from "./member-api-paths";

/**
 * POST /api/member/access (public): asks for an e-mailed sign-in link. A plain
 * call, not a TanStack mutation: the public member page loads no query code.
 */
export function requestSignInLink(access: MemberAccess): Promise<null> {
  return apiRequest<null>(memberApi.access, { method: "POST", body: JSON.stringify(access) });
}
