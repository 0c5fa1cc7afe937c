import type { ReactNode } from "react";

/**
 * What went wrong with the form as a whole (the server refused the pair, the
 * sign-in failed), read out as it appears; empty, it takes no space.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="font-medium text-alert empty:hidden">
      {children}
    </div>
  );
}
