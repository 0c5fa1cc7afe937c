import type { ReactNode } from "react";
import type { Permission } from "../../../shared/permissions";
import { PermissionGate } from "../permission-gate";
import { BillingNav } from "./billing-nav";

/**
 * The frame of billing's staff screens: for those who manage billing (or hold
 * the permission the screen's API asks for), the heading, what the screen is
 * for, and the billing sections.
 */
export function BillingPage({
  title,
  lead,
  permission = "billing.manage",
  children,
}: {
  title: string;
  lead: string;
  permission?: Permission;
  children: ReactNode;
}) {
  return (
    <PermissionGate permission={permission}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{title}</h1>
          <p className="text-muted-foreground">{lead}</p>
        </div>
        <BillingNav />
        {children}
      </div>
    </PermissionGate>
  );
}
