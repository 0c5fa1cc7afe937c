import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { forgetSessionData } from "./forget-session-data";
import { onSessionEnded, sessionBegan } from "./session-end";
import { signInPath, type SignInArea } from "./sign-in-path";

/**
 * The signed-in area's answer to a session that ends mid-use (an API call
 * answered 401): go to the area's sign-in page, which says why and returns
 * here afterwards. Guarded forms keep their input meanwhile (components/form).
 */
export function useLeaveWhenSessionEnds(userId: string | null, area: SignInArea): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef(pathname + search);
  useEffect(() => {
    here.current = pathname + search;
  }, [pathname, search]);

  useEffect(() => {
    if (!userId) return;
    sessionBegan(userId);
    return onSessionEnded(async () => {
      await navigate(signInPath(area, here.current, { ended: true }), { replace: true });
      forgetSessionData({ keepFormDrafts: true });
    });
  }, [userId, area, navigate]);
}
