import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../hooks/use-hydrated";
import { arrivedAfterSessionEnded } from "../../lib/session/sign-in-path";

/**
 * Says why a sign-in page opened when a session ended mid-use
 * (lib/session/sign-in-path.ts). Read once hydrated: the page is prerendered
 * without its query.
 */
export function SessionEndedNotice({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  if (!hydrated || !arrivedAfterSessionEnded(search)) return null;
  return (
    <div role="status" className="flex gap-3 rounded-lg border-2 border-primary bg-surface p-4 font-medium">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <p>{children}</p>
    </div>
  );
}
