import type { Phone } from "../../../shared/company";
import { cn } from "../../lib/cn";

/** A tel: link; the hotline's letter mnemonic is shown beside its number. */
export function PhoneLink({ phone, mnemonic, className }: { phone: Phone; mnemonic?: string; className?: string }) {
  return (
    <span className={cn("inline-flex flex-wrap items-baseline gap-x-2", className)}>
      <a href={`tel:${phone.e164}`} className="font-semibold text-primary underline hover:no-underline">
        {phone.display}
      </a>
      {mnemonic && <span className="text-muted-foreground">({mnemonic})</span>}
    </span>
  );
}
