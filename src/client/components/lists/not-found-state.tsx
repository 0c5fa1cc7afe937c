import { Link } from "react-router";
import { Button } from "../../components/ui/button";

/** A record that does not exist (or is not the user's): its own heading, and the way back. */
export function NotFoundState({
  title,
  body,
  backLabel,
  backTo,
}: {
  title: string;
  body: string;
  backLabel: string;
  backTo: string;
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-primary">{title}</h1>
      <p className="text-lg text-muted-foreground">{body}</p>
      <Button asChild>
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </div>
  );
}
