import type { ReactNode } from "react";
import type { Permission } from "../../../shared/permissions";
import { PermissionGate } from "../permission-gate";

/**
 * The frame of a staff screen that is one job for one permission: its heading, what the screen is for, and the
 * screen's parts below, for those who hold the permission (others are told plainly).
 */
export function StaffScreen({
  permission,
  title,
  lead,
  children,
}: {
  permission: Permission;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <PermissionGate permission={permission}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{title}</h1>
          <p className="text-muted-foreground">{lead}</p>
        </div>
        {children}
      </div>
    </PermissionGate>
  );
}
