import { Link } from "react-router";
import { Button, type ButtonProps } from "../ui/button";
import { ExternalLink } from "../layout/external-link";

type Props = Pick<ButtonProps, "variant" | "size" | "className"> & { to: string; children: React.ReactNode };

/** An in-app link that looks like a button. */
export function ButtonLink({ to, children, ...buttonProps }: Props) {
  return (
    <Button asChild {...buttonProps}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** A link off the site that looks like a button; opens in a new tab. */
export function ExternalButtonLink({ to, children, ...buttonProps }: Props) {
  return (
    <Button asChild {...buttonProps}>
      <ExternalLink href={to}>{children}</ExternalLink>
    </Button>
  );
}
