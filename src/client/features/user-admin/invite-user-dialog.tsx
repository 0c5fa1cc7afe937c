import { UserPlus } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { roles, type Role } from "../../../shared/permissions";
import { userInvitationSchema } from "../../../shared/user-admin";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { checkWith, focusFirstInvalid, refusedFields } from "../../lib/form-validation";
import { staffNs } from "../../lib/staff-texts";
import { useInviteUser } from "./user-queries";

const empty = { name: "", email: "", role: "agent" as Role };

/** Invite a user: name, e-mail and role; the person receives a link to choose a password. */
export function InviteUserDialog() {
  const { t } = useTranslation(staffNs);
  const { t: tCommon } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const invite = useInviteUser();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [invalid, setInvalid] = useState<string[]>([]);
  const marked = new Set([...invalid, ...refusedFields(invite.error)]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkWith(userInvitationSchema, values);
    if (!checked.valid) {
      setInvalid(checked.fields);
      focusFirstInvalid(form.current);
      return;
    }
    setInvalid([]);
    invite.mutate(checked.data, {
      onSuccess: (user) => {
        toast.success(t("users.invited", { email: user.email }));
        setValues(empty);
        setOpen(false);
      },
      onError: (error) => toast.error(t("users.inviteFailed"), { description: error.message }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t("users.invite")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        <form ref={form} onSubmit={submit} noValidate className="space-y-5">
          <DialogTitle>{t("users.inviteTitle")}</DialogTitle>
          <DialogDescription>{t("users.inviteLead")}</DialogDescription>
          <FormField label={t("users.name")} error={marked.has("name") ? t("users.errors.name") : null} required>
            {(control) => (
              <Input
                {...control}
                value={values.name}
                onChange={(event) => setValues({ ...values, name: event.target.value })}
              />
            )}
          </FormField>
          <FormField label={t("users.email")} error={marked.has("email") ? t("users.errors.email") : null} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="off"
                value={values.email}
                onChange={(event) => setValues({ ...values, email: event.target.value })}
              />
            )}
          </FormField>
          <FormField label={t("users.role")}>
            {(control) => (
              <Select
                {...control}
                value={values.role}
                onChange={(event) => setValues({ ...values, role: event.target.value as Role })}
                options={roles.map((role) => ({ value: role, label: tCommon(`staff.roles.${role}`) }))}
              />
            )}
          </FormField>
          <div className="flex gap-3">
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? t("users.inviting") : t("users.sendInvitation")}
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
