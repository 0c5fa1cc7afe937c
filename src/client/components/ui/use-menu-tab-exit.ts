import { useRef, useState, type KeyboardEvent } from "react";

// Tabbable in the page's order: no positive tabindex is used in the app, so document order is tab order.
const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function nextTabbableAfter(element: HTMLElement): HTMLElement | undefined {
  const candidates = [...document.querySelectorAll<HTMLElement>(tabbable)].filter(
    (candidate) =>
      candidate === element ||
      (candidate.tabIndex >= 0 &&
        !candidate.closest("[data-radix-menu-content]") &&
        candidate.getClientRects().length > 0),
  );
  return candidates[candidates.indexOf(element) + 1];
}

/**
 * Radix keeps Tab inside an open menu. The menu button pattern (WAI-ARIA APG) lets Tab close the menu and
 * go on to the control after its button, and Shift+Tab close it and go back to the button: keyboard users
 * can leave a menu they opened by mistake the way they leave anything else. Give `onKeyDown` and
 * `onCloseAutoFocus` to `DropdownMenuContent`, `triggerRef` to the trigger, and control the menu with `open`/`setOpen`.
 */
export function useMenuTabExit<Trigger extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<Trigger>(null);
  const leavingForward = useRef(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    event.preventDefault();
    leavingForward.current = !event.shiftKey;
    setOpen(false);
  };

  // Radix focuses the button as the menu closes: going forward, the control after it takes focus instead.
  const onCloseAutoFocus = (event: Event) => {
    const trigger = triggerRef.current;
    if (!leavingForward.current || !trigger) return;
    leavingForward.current = false;
    const next = nextTabbableAfter(trigger);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return { open, setOpen, triggerRef, onKeyDown, onCloseAutoFocus };
}
