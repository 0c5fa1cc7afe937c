import { createElement } from "react";
import { Briefcase, Cpu, Factory, HardHat, Stethoscope, Truck, type LucideIcon } from "lucide-react";
import type { PortalBusinessType } from "../../../shared/portal";

// SPEC §9: the five business types each have their icon; General, and any other value, the default one.
const icons: Partial<Record<PortalBusinessType, LucideIcon>> = {
  Manufacturing: Factory,
  "Technology Services": Cpu,
  "Transportation & Logistics": Truck,
  "Healthcare Services": Stethoscope,
  Construction: HardHat,
};
export const defaultBusinessTypeIcon: LucideIcon = Briefcase;

export function businessTypeIcon(type: string): LucideIcon {
  return icons[type as PortalBusinessType] ?? defaultBusinessTypeIcon;
}

/** A portal's business type: the icon at a glance (decorative), the text for everyone. */
export function BusinessType({ type, label }: { type: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      {createElement(businessTypeIcon(type), { "aria-hidden": true, className: "size-4 shrink-0 text-primary" })}
      {label}
    </span>
  );
}
