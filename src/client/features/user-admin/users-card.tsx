import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { roles, type Role } from "../../../shared/permissions";
import type { ManagedUser, UserChange } from "../../../shared/user-admin";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Select } from "../../components/ui/select";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { staffNs } from "../../lib/staff-texts";
import { useChangeUser } from "./api/change-user";
import { useUsers } from "./api/list-users";
import { useResendInvitation } from "./api/resend-invitation";
import { InviteUserDialog } from "./invite-user-dialog";
import { PhoneDialog } from "./phone-dialog";

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
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t("users.caption", { count: accounts.length })}</caption>
              <thead className="bg-sand">
                <tr>
                  {["name", "phone", "role", "twoFactor", "status", "actions"].map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                      {t(`users.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {accounts.map((user) => {
                  const isMe = user.id === me.id;
                  return (
                    <tr key={user.id} className="border-t border-border">
                      <td className="px-3 py-2">
                        <p className="font-medium">
                          {user.name} {isMe && <span className="text-muted-foreground">({t("users.you")})</span>}
                        </p>
                        <p className="break-all text-muted-foreground">{user.email}</p>
                      </td>
                      <td className="px-3 py-2">
                        <p className="whitespace-nowrap">{user.phone ?? "–"}</p>
                        <PhoneDialog user={user} />
                      </td>
                      <td className="px-3 py-2">
                        <Select
                          aria-label={t("users.roleOf", { name: user.name })}
                          value={user.role}
                          disabled={isMe || change.isPending}
                          onChange={(event) =>
                            save(
                              user,
                              { role: event.target.value as Role },
                              t("users.roleChanged", {
                                name: user.name,
                                role: tCommon(`staff.roles.${event.target.value}`),
                              }),
                            )
                          }
                          options={roles.map((role) => ({ value: role, label: tCommon(`staff.roles.${role}`) }))}
                          className="min-w-32"
                        />
                      </td>
                      <td className="px-3 py-2">{user.twoFactorEnabled ? t("users.on") : t("users.off")}</td>
                      <td className="px-3 py-2">
                        <StatusBadge
                          status={user.active ? "active" : "inactive"}
                          label={user.active ? t("users.active") : t("users.deactivated")}
                        />
                      </td>
                      <td className="px-3 py-2">
                        {!isMe && (
                          <div className="flex flex-wrap gap-2">
                            {user.active ? (
                              <>
                                <Button variant="outline" onClick={() => setDeactivating(user)}>
                                  {t("users.deactivate")}
                                </Button>
                                <Button
                                  variant="ghost"

                                  disabled={resend.isPending}
                                  onClick={() =>
                                    resend.mutate(user, {
                                      onSuccess: () => toast.success(t("users.invited", { email: user.email })),
                                      onError: (error) =>
                                        toast.error(t("users.inviteFailed"), { description: error.message }),
                                    })
                                  }
                                >
                                  {t("users.resend")}
                                </Button>
                              </>
                            ) : (
                              <Button
                                variant="outline"

                                onClick={() =>
                                  save(user, { active: true }, t("users.reactivated", { name: user.name }))
                                }
                              >
                                {t("users.reactivate")}
                              </Button>
                            )}
                          </div>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
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
