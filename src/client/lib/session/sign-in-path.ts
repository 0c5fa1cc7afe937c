import { pathTo } from "../../../shared/routes";

/** Where each signed-in area sends people to sign in: staff and agents to theirs, members to the member page. */
export type SignInArea = "staff" | "member";

const endedParam = "session";
const endedValue = "ended";

/**
 * The sign-in page of an area, returning to `next` once signed in (the page
 * checks it stays on this site: features/auth/path-after-sign-in.ts);
 * `ended` makes the page say the session has ended.
 */
export function signInPath(area: SignInArea, next: string, { ended = false } = {}): string {
  const page = area === "staff" ? pathTo("agentsLogin") : pathTo("members");
  const query = new URLSearchParams({ next });
  if (ended) query.set(endedParam, endedValue);
  return `${page}?${query.toString()}`;
}

/** Whether the sign-in page was opened because a session ended mid-use. */
export const arrivedAfterSessionEnded = (search: string) => new URLSearchParams(search).get(endedParam) === endedValue;
