import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { can, type Permission } from "../../shared/permissions";
import { useCurrentUser } from "../lib/session/use-current-user";
import { staffNs } from "../lib/staff-texts";

/** A staff screen for one permission: others (an agent who followed a link) are told so, plainly. */
export function PermissionGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation(staffNs);
  const user = useCurrentUser();
  if (can(user.role, permission)) return children;
  return (
    <div className="mx-auto max-w-3xl space-y-3 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-primary">{t("common.notAllowed.title")}</h1>
      <p className="text-lg">{t("common.notAllowed.body")}</p>
    </div>
  );
}
