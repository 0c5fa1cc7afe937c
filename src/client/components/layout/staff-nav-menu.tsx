import { Check, ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../ui/dropdown-menu";
import { useMenuTabExit } from "../ui/use-menu-tab-exit";
import { staffNavItemLook } from "./staff-nav-item-look";
import { hrefOf, isGroupActive, isLinkActive, type StaffNavGroup } from "./staff-navigation";

/**
 * One group of the staff navigation: a menu button listing the group's screens as real links (open in a
 * new tab works). The button is marked current while the page is one of them, so the top row always shows
 * where the user is, menu closed.
 */
export function StaffNavMenu({ group, pathname }: { group: StaffNavGroup; pathname: string }) {
  const { t } = useTranslation();
  const { open, setOpen, triggerRef, onKeyDown, onCloseAutoFocus } = useMenuTabExit<HTMLButtonElement>();
  const active = isGroupActive(group, pathname);

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <button
          ref={triggerRef}
          type="button"
          // "true", not "page": the button is not the page, it holds the link that is.
          aria-current={active ? "true" : undefined}
          className={cn(staffNavItemLook(active), "group")}
        >
          {t(group.labelKey)}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" onKeyDown={onKeyDown} onCloseAutoFocus={onCloseAutoFocus}>
        {group.links.map((link) => {
          const current = isLinkActive(link, pathname);
          return (
            <DropdownMenuItem key={link.labelKey} asChild className="gap-2">
              <Link
                to={hrefOf(link)}
                aria-current={current ? "page" : undefined}
                className={cn(current && "font-semibold text-primary")}
              >
                <Check aria-hidden="true" className={cn("size-4 shrink-0", !current && "invisible")} />
                {t(link.labelKey)}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
