import { useState } from "react";
import { useTranslation } from "react-i18next";
import { emailChangeLinkLifetimeMinutes, emailChangeSchema, type EmailChange } from "../../../shared/own-account";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form/form-alert";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Input } from "../../components/ui/input";
import { accountNs } from "./account-texts";
import { useRequestEmailChange } from "./api/request-email-change";
import { failureText } from "./failure-text";

const minutes = emailChangeLinkLifetimeMinutes;

/**
 * A new e-mail address: a link goes to it, and the address changes only when
 * the link is opened (EmailChangedNotice says so on return). A member's
 * policies move with it.
 */
export function EmailChangeForm({ email, forMember }: { email: string; forMember: boolean }) {
  const { t } = useTranslation(accountNs);
  const form = useZodForm(emailChangeSchema, { email: "" });
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(change: EmailChange) {
    setProblem(null);
    setSentTo(null);
    await request.mutateAsync(change);
    setSentTo(change.email);
    form.reset({ email: "" });
  }

  return (
    <Form
      form={form}
      onSubmit={send}
      onInvalidFields={() => setProblem(null)}
      onFailure={(error, marked) => setProblem(failureText(t, error, marked))}
      className="space-y-4"
    >
      <p>{t("email.current", { email })}</p>
      <Field
        name="email"
        label={t("email.label")}
        hint={[t("email.hint", { minutes }), forMember ? t("email.memberHint") : ""].join(" ").trim()}
        required
      >
        {(control) => <Input {...control} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />}
      </Field>
      <p role="status" className="font-medium empty:hidden">
        {sentTo ? t("email.sent", { email: sentTo, minutes, current: email }) : null}
      </p>
      <FormAlert>{problem}</FormAlert>
      <SubmitButton pending={t("email.sending")}>{t("email.submit")}</SubmitButton>
    </Form>
  );
}
