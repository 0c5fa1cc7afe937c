import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * The site's one file picker: the browser's own control (it names the chosen
 * file and opens the system's picker from the keyboard), its button 44 px
 * tall to tap on a phone. Label, hint and error come from the form kit.
 */
export function FileInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="file"
      className={cn(
        "block w-full text-base file:mr-4 file:min-h-11 file:rounded-md file:border file:border-border file:bg-surface file:px-4 file:font-medium file:text-foreground hover:file:bg-sand disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
