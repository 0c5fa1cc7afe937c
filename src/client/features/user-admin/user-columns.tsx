import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { roles, type Role } from "../../../shared/permissions";
import type { ManagedUser } from "../../../shared/user-admin";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import { PhoneDialog } from "./phone-dialog";

/** What a row's controls do; the card owns the requests and the confirmation. */
export interface UserRowActions {
  changeRole: (user: ManagedUser, role: Role) => void;
  deactivate: (user: ManagedUser) => void;
  reactivate: (user: ManagedUser) => void;
  resendInvitation: (user: ManagedUser) => void;
  changing: boolean;
  resending: boolean;
}

/**
 * The users list: name and e-mail, work phone, role (changed from the row),
 * two-step sign-in, state, and the actions; the signed-in user's own row
 * cannot be changed. `tCommon` words the roles, which the whole site shares.
 */
export function userColumns(
  t: TFunction,
  tCommon: TFunction,
  myId: string,
  actions: UserRowActions,
): ColumnDef<ManagedUser, unknown>[] {
  return [
    {
      id: "name",
      header: t("users.columns.name"),
      cell: ({ row: { original: user } }) => (
        <>
          <p className="font-medium">
            {user.name} {user.id === myId && <span className="text-muted-foreground">({t("users.you")})</span>}
          </p>
          <p className="break-all text-muted-foreground">{user.email}</p>
        </>
      ),
    },
    {
      id: "phone",
      header: t("users.columns.phone"),
      cell: ({ row: { original: user } }) => (
        <>
          <p className="whitespace-nowrap">{user.phone ?? "–"}</p>
          <PhoneDialog user={user} />
        </>
      ),
    },
    {
      id: "role",
      header: t("users.columns.role"),
      cell: ({ row: { original: user } }) => (
        <Select
          aria-label={t("users.roleOf", { name: user.name })}
          value={user.role}
          disabled={user.id === myId || actions.changing}
          onChange={(event) => actions.changeRole(user, event.target.value as Role)}
          options={roles.map((role) => ({ value: role, label: tCommon(`staff.roles.${role}`) }))}
          className="min-w-32"
        />
      ),
    },
    {
      id: "twoFactor",
      header: t("users.columns.twoFactor"),
      cell: ({ row }) => (row.original.twoFactorEnabled ? t("users.on") : t("users.off")),
    },
    {
      id: "status",
      header: t("users.columns.status"),
      cell: ({ row: { original: user } }) => (
        <StatusBadge
          status={user.active ? "active" : "inactive"}
          label={user.active ? t("users.active") : t("users.deactivated")}
        />
      ),
    },
    {
      id: "actions",
      header: t("users.columns.actions"),
      cell: ({ row: { original: user } }) =>
        user.id !== myId && (
          <div className="flex flex-wrap gap-2">
            {user.active ? (
              <>
                <Button variant="outline" onClick={() => actions.deactivate(user)}>
                  {t("users.deactivate")}
                </Button>
                <Button variant="ghost" disabled={actions.resending} onClick={() => actions.resendInvitation(user)}>
                  {t("users.resend")}
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => actions.reactivate(user)}>
                {t("users.reactivate")}
              </Button>
            )}
          </div>
        ),
    },
  ];
}
