import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { forgetSessionData } from "./forget-session-data";
import { signOut, type SignOutScope } from "./sign-out";

/**
 * Signs out in one of the three scopes, then leaves for the sign-in page and
 * forgets what the tab held of the session, or confirms with a toast.
 */
export function useSignOut(): (scope: SignOutScope) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (scope) => {
    let next: string | null;
    try {
      next = await signOut(scope);
    } catch {
      toast.error(t("staff.signOutFailed"));
      return;
    }
    if (!next) {
      toast.success(t("staff.signedOutOthers"));
      return;
    }
    await navigate(next, { replace: true });
    forgetSessionData({ keepFormDrafts: false });
  };
}
