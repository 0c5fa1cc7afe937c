import { useRouteLoaderData } from "react-router";
import type { CurrentUser } from "../../../shared/account";

function useLoadedUser(layout: string, area: string): CurrentUser {
  const user = useRouteLoaderData<{ user: CurrentUser | null }>(layout)?.user;
  // Each signed-in area's layout renders its pages only for a signed-in user.
  if (!user) throw new Error(`this hook is only for pages inside the ${area}`);
  return user;
}

/** The signed-in user the staff layout loaded (routes/staff/layout.tsx). */
export const useCurrentUser = (): CurrentUser => useLoadedUser("routes/staff/layout", "staff area");

/** The signed-in member the member portal's layout loaded (routes/member/layout.tsx). */
export const useCurrentMember = (): CurrentUser => useLoadedUser("routes/member/layout", "member area");
