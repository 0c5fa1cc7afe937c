import { LoaderCircle } from "lucide-react";

export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
      <span>{label}</span>
    </span>
  );
}
