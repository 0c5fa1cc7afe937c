import { createAuthClient } from "better-auth/client";
import { twoFactorClient, usernameClient } from "better-auth/client/plugins";
import { pageLanguage } from "./request-language";

/**
 * better-auth's browser client for /api/auth (same origin, so the session
 * cookie rides along), sending the visitor's language like every other call.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  fetchOptions: {
    onRequest(context) {
      context.headers.set("accept-language", pageLanguage());
      return context;
    },
  },
  plugins: [usernameClient(), twoFactorClient()],
});
