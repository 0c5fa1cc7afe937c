import type { ReactNode } from "react";
import type { Permission } from "../../../shared/permissions";
import { BillingNav } from "./billing-nav";
import { StaffScreen } from "./staff-screen";

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
    <StaffScreen permission={permission} title={title} lead={lead}>
      <BillingNav />
      {children}
    </StaffScreen>
  );
}
