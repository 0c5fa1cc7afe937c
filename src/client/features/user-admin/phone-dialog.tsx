import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { userPhoneChangeSchema, type ManagedUser, type UserPhoneChange } from "../../../shared/user-admin";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { staffNs } from "../../lib/staff-texts";
import { useChangeUser } from "./api/change-user";

/** A person's work phone, shown on their policies' agent card (SPEC §3 agentPhone); empty removes it. */
export function PhoneDialog({ user }: { user: ManagedUser }) {
  const { t } = useTranslation(staffNs);
  const change = useChangeUser();
  const [open, setOpen] = useState(false);
  const form = useZodForm(userPhoneChangeSchema, { phone: user.phone ?? "" });

  async function save(phone: UserPhoneChange) {
    const saved = await change.mutateAsync({ id: user.id, change: phone });
    toast.success(
      saved.phone ? t("users.phoneSaved", { name: saved.name }) : t("users.phoneRemoved", { name: saved.name }),
    );
    form.reset({ phone: saved.phone ?? "" });
    setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ phone: user.phone ?? "" });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost">
          {/* The visible words start the name, so a voice user can say them (WCAG 2.5.3); the rest tells rows apart. */}
          {t("users.editPhone")}
          <span className="sr-only"> {t("users.ofPerson", { name: user.name })}</span>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        <Form
          form={form}
          onSubmit={save}
          onFailure={(error) => toast.error(t("users.saveFailed"), { description: (error as Error).message })}
          errorText={(field, error) => t(`users.errors.${field}`, { defaultValue: error.message })}
          className="space-y-5"
        >
          <DialogTitle>{t("users.phoneTitle", { name: user.name })}</DialogTitle>
          <DialogDescription>{t("users.phoneLead")}</DialogDescription>
          <Field name="phone" label={t("users.phone")}>
            {(control) => <Input {...control} type="tel" autoComplete="off" />}
          </Field>
          <div className="flex gap-3">
            <SubmitButton pending={t("users.saving")}>{t("users.savePhone")}</SubmitButton>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
