import * as DropdownPrimitive from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

// Radix gives the keyboard behaviour: Enter/Space/ArrowDown open, arrows move,
// Escape closes and returns focus to the trigger.
export const DropdownMenu = DropdownPrimitive.Root;
export const DropdownMenuTrigger = DropdownPrimitive.Trigger;

// The item under the pointer or the keyboard is tinted; the tint alone is faint in the dark theme, so the
// item the keyboard reached also gets the focus ring (Radix focuses items on hover too, but only a keyboard
// move makes the focus visible).
const keyboardRing =
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring focus-visible:outline-solid";

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof DropdownPrimitive.Content>) {
  return (
    <DropdownPrimitive.Portal>
      <DropdownPrimitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 min-w-56 rounded-md border border-border bg-surface p-1 shadow-lg", className)}
        {...props}
      />
    </DropdownPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Item>) {
  return (
    <DropdownPrimitive.Item
      className={cn(
        "flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-base outline-none select-none data-[highlighted]:bg-sand data-[highlighted]:text-foreground",
        keyboardRing,
        className,
      )}
      {...props}
    />
  );
}

/** A menu item that is on or off (a column shown or hidden), with its check mark. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownPrimitive.CheckboxItem>) {
  return (
    <DropdownPrimitive.CheckboxItem
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-2 rounded px-3 py-2 text-base outline-none select-none data-[highlighted]:bg-sand data-[highlighted]:text-foreground",
        keyboardRing,
        className,
      )}
      {...props}
    >
      <span className="flex size-4 items-center justify-center rounded-sm border border-border">
        <DropdownPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-3.5" />
        </DropdownPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownPrimitive.CheckboxItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Label>) {
  return (
    <DropdownPrimitive.Label
      className={cn("px-3 py-2 text-sm font-semibold text-muted-foreground", className)}
      {...props}
    />
  );
}

export const DropdownMenuSeparator = () => <DropdownPrimitive.Separator className="my-1 h-px bg-border" />;
