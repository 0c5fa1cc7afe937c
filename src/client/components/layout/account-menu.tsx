import { ChevronDown, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../shared/routes";
import { useSignOut } from "../../lib/session/use-sign-out";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { Button } from "../ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../ui/dropdown-menu";
import { useMenuTabExit } from "../ui/use-menu-tab-exit";

/** The signed-in user in the staff header, with the account page and the three sign-out scopes. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const handleSignOut = useSignOut();
  // Tab leaves it as it leaves the navigation's menus beside it.
  const { open, setOpen, triggerRef, onKeyDown, onCloseAutoFocus } = useMenuTabExit<HTMLButtonElement>();

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} variant="ghost" aria-label={t("staff.accountMenu", { name: user.name })}>
          <UserRound aria-hidden="true" />
          <span className="hidden max-w-40 truncate sm:inline">{user.name}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onKeyDown={onKeyDown} onCloseAutoFocus={onCloseAutoFocus}>
        <p className="px-3 py-2 text-sm text-muted-foreground">
          {t("staff.signedInAs", { name: user.email })} · {t(`staff.roles.${user.role}`)}
        </p>
        <DropdownMenuItem asChild>
          <Link to={pathTo("staffAccount")}>{t("staff.accountLink")}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void handleSignOut("thisDevice")}>{t("staff.signOut")}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void handleSignOut("otherDevices")}>
          {t("staff.signOutOthers")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void handleSignOut("everywhere")}>
          {t("staff.signOutEverywhere")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
