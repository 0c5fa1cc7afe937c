import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { pathTo } from "../../../shared/routes";
import { Button } from "../../components/ui/button";
import { signOut } from "../../lib/session/sign-out";
import { memberKeys } from "./api/member-keys";
import { memberNs } from "./member-texts";

/** Signs out of this device, forgets the member's data in this tab and goes back to the public member page. */
export function MemberSignOutButton() {
  const { t } = useTranslation(memberNs);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    try {
      await signOut("thisDevice");
      // Leave first: dropped queries still watched by a member page would be fetched again, and refused.
      await navigate(pathTo("members"), { replace: true });
      queryClient.removeQueries({ queryKey: memberKeys.all });
    } catch {
      toast.error(t("shell.signOutFailed"));
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" onClick={() => void handleClick()} disabled={busy}>
      <LogOut aria-hidden="true" />
      {busy ? t("shell.signingOut") : t("shell.signOut")}
    </Button>
  );
}
