import { useRouteLoaderData } from "react-router";
import type { CurrentUser } from "../../../shared/account";

/** The signed-in user the staff layout loaded (routes/staff/layout.tsx). */
export function useCurrentUser(): CurrentUser {
  const user = useRouteLoaderData<{ user: CurrentUser | null }>("routes/staff/layout")?.user;
  // The staff layout renders its pages only for a signed-in user.
  if (!user) throw new Error("useCurrentUser is only for pages inside the staff area");
  return user;
}
