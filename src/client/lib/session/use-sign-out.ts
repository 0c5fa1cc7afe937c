import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { signOut, type SignOutScope } from "./sign-out";

/** Signs out in one of the three scopes, then leaves for the sign-in page or confirms with a toast. */
export function useSignOut(): (scope: SignOutScope) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (scope) => {
    try {
      const next = await signOut(scope);
      if (next) await navigate(next, { replace: true });
      else toast.success(t("staff.signedOutOthers"));
    } catch {
      toast.error(t("staff.signOutFailed"));
    }
  };
}
