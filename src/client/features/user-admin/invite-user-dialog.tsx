import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { defaultLanguage, supportedLanguages } from "../../../shared/constants";
import { roles } from "../../../shared/permissions";
import type { Language } from "../../../shared/constants";
import { centsFromDollars } from "../../../shared/money-input";
import { userInvitationSchema, type UserInvitation } from "../../../shared/user-admin";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { usePageLanguage } from "../../hooks/use-page-language";
import { staffNs } from "../../lib/staff-texts";
import { useInviteUser } from "./api/invite-user";

const empty = { name: "", email: "", role: "agent", language: defaultLanguage, paymentAuthorityCents: "" };

/**
 * An adjuster's payment authority is typed in dollars as the page's language writes them and sent in
 * cents (what does not read as dollars is sent as typed, for the shared schema to refuse); left empty,
 * and for every other role, it is null: the company's rule.
 */
const invitationFormSchema = (language: Language) =>
  formSchema((draft: typeof empty) => {
    const typed = draft.paymentAuthorityCents.trim();
    const authority = typed === "" ? null : (centsFromDollars(typed, language) ?? typed);
    return { ...draft, paymentAuthorityCents: draft.role === "adjuster" ? authority : null };
  }, userInvitationSchema);

/**
 * Invite a user: name, e-mail, role and language (and an adjuster's payment authority); the person
 * receives a link to choose a password, in that language.
 */
export function InviteUserDialog() {
  const { t } = useTranslation(staffNs);
  const { t: tCommon } = useTranslation();
  const invite = useInviteUser();
  const [open, setOpen] = useState(false);
  // Held here, not in the dialog: what was typed is still there when the dialog opens again.
  const pageLanguage = usePageLanguage();
  const form = useZodForm(invitationFormSchema(pageLanguage), empty);
  const adjuster = form.watch("role") === "adjuster";

  async function send(invitation: UserInvitation) {
    const user = await invite.mutateAsync(invitation);
    toast.success(t("users.invited", { email: user.email }));
    form.reset(empty);
    setOpen(false);
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
        <Form
          form={form}
          onSubmit={send}
          onFailure={(error) => toast.error(t("users.inviteFailed"), { description: (error as Error).message })}
          errorText={(field, error) => t(`users.errors.${field}`, { defaultValue: error.message })}
          className="space-y-5"
        >
          <DialogTitle>{t("users.inviteTitle")}</DialogTitle>
          <DialogDescription>{t("users.inviteLead")}</DialogDescription>
          <Field name="name" label={t("users.name")} required>
            {(control) => <Input {...control} />}
          </Field>
          <Field name="email" label={t("users.email")} required>
            {(control) => <Input {...control} type="email" autoComplete="off" />}
          </Field>
          <Field name="role" label={t("users.role")}>
            {(control) => (
              <Select
                {...control}
                options={roles.map((role) => ({ value: role, label: tCommon(`staff.roles.${role}`) }))}
              />
            )}
          </Field>
          {adjuster && (
            <Field
              name="paymentAuthorityCents"
              label={t("users.paymentAuthority")}
              hint={t("users.paymentAuthorityHint")}
            >
              {(control) => <Input {...control} inputMode="decimal" autoComplete="off" />}
            </Field>
          )}
          <Field name="language" label={t("users.language")} hint={t("users.languageHint")}>
            {(control) => (
              <Select
                {...control}
                options={supportedLanguages.map((language) => ({
                  value: language,
                  label: tCommon(`language.${language}`),
                }))}
              />
            )}
          </Field>
          <div className="flex gap-3">
            <SubmitButton pending={t("users.inviting")}>{t("users.sendInvitation")}</SubmitButton>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
