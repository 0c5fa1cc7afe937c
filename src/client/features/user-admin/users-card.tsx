import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ManagedUser, UserChange } from "../../../shared/user-admin";
import { DataTable } from "../../components/lists/data-table";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { staffNs } from "../../lib/staff-texts";
import { useChangeUser } from "./api/change-user";
import { useUsers } from "./api/list-users";
import { useResendInvitation } from "./api/resend-invitation";
import { InviteUserDialog } from "./invite-user-dialog";
import { userColumns } from "./user-columns";

/**
 * Users and roles: every account with its work phone and role (changed from
 * the row), two-step status and state; deactivation is confirmed, as it signs the
 * person out everywhere. The signed-in user's own row cannot be changed.
 */
export function UsersCard() {
  const { t } = useTranslation(staffNs);
  const { t: tCommon } = useTranslation();
  const me = useCurrentUser();
  const users = useUsers();
  const change = useChangeUser();
  const resend = useResendInvitation();
  const [deactivating, setDeactivating] = useState<ManagedUser | null>(null);

  const save = (user: ManagedUser, body: UserChange, done: string) =>
    change.mutate(
      { id: user.id, change: body },
      {
        onSuccess: () => {
          toast.success(done);
          setDeactivating(null);
        },
        onError: (error) => toast.error(t("users.saveFailed"), { description: error.message }),
      },
    );

  const columns = userColumns(t, tCommon, me.id, {
    changeRole: (user, role) =>
      save(user, { role }, t("users.roleChanged", { name: user.name, role: tCommon(`staff.roles.${role}`) })),
    deactivate: setDeactivating,
    reactivate: (user) => save(user, { active: true }, t("users.reactivated", { name: user.name })),
    resendInvitation: (user) =>
      resend.mutate(user, {
        onSuccess: () => toast.success(t("users.invited", { email: user.email })),
        onError: (error) => toast.error(t("users.inviteFailed"), { description: error.message }),
      }),
    changing: change.isPending,
    resending: resend.isPending,
  });

  return (
    <RecordCard title={t("users.title")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t("users.lead")}</p>
        <InviteUserDialog />
      </div>
      <QueryStates
        query={users}
        texts={{ loading: t("users.loading"), loadFailed: t("users.loadFailed"), retry: t("common.retry") }}
      >
        {(accounts) => (
          <DataTable
            caption={t("users.caption", { count: accounts.length })}
            columns={columns}
            rows={accounts}
            rowKey={(user) => user.id}
          />
        )}
      </QueryStates>
      <ConfirmDialog
        open={deactivating !== null}
        texts={{
          title: t("users.deactivateTitle", { name: deactivating?.name ?? "" }),
          body: t("users.deactivateBody"),
          confirm: t("users.deactivate"),
          cancel: t("common.cancel"),
          close: t("common.close"),
        }}
        pending={change.isPending}
        onConfirm={() =>
          save(deactivating!, { active: false }, t("users.deactivatedDone", { name: deactivating!.name }))
        }
        onCancel={() => setDeactivating(null)}
      />
    </RecordCard>
  );
}
