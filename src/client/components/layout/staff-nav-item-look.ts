import { cn } from "../../lib/cn";

/** The look of a top navigation entry, a link or a group's menu button: the active one is filled. */
export const staffNavItemLook = (active: boolean): string =>
  cn(
    "flex min-h-11 items-center gap-1 rounded-md px-3 font-medium whitespace-nowrap",
    active ? "bg-primary text-primary-foreground hover:bg-primary-hover" : "text-foreground hover:bg-sand",
  );
