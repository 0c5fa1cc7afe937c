import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A native select: the phone's own picker, keyboard and screen-reader support
 * for free. `placeholder` is a first, empty choice that cannot be picked again.
 */
export function Select({
  className,
  options,
  placeholder,
  ...props
}: Omit<ComponentProps<"select">, "children"> & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <select
      className={cn(
        "min-h-11 w-full rounded-md border border-border bg-surface px-3 py-2 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-alert disabled:opacity-60",
        className,
      )}
      {...props}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
