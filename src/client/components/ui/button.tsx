import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

// Every size keeps at least a 44 px touch target on phones (BRAND.md).
const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        accent: "bg-accent text-accent-foreground hover:opacity-90",
        outline: "border border-border bg-surface text-foreground hover:bg-sand",
        ghost: "text-foreground hover:bg-sand",
        destructive: "bg-alert text-alert-foreground hover:opacity-90",
        /** For buttons on a primary-coloured band. */
        inverse: "bg-primary-foreground text-primary hover:opacity-90",
        link: "text-primary underline hover:no-underline",
      },
      size: {
        md: "min-h-11 px-4 py-2 text-base",
        lg: "min-h-12 px-6 py-3 text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
