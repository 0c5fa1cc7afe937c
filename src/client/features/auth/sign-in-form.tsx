import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../shared/routes";
import { signInSchema, type SignIn } from "../../../shared/sign-in";
import { CheckboxField } from "../../components/form/checkbox-field";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { authClient } from "../../lib/api/auth-client";
import { signInErrorMessage } from "./sign-in-errors";
import { FormAlert } from "../../components/form/form-alert";

const linkClass = "font-medium text-primary underline hover:no-underline";

/**
 * SPEC §2 Agent Portal Login, first step: a username or an e-mail and the
 * password, checked by better-auth. A refusal keeps the username and clears
 * the password for the next try.
 */
export function SignInForm({
  ns,
  onSignedIn,
  onSecondStep,
}: {
  ns: string;
  onSignedIn: () => Promise<void>;
  /** The account has two-step verification on: a code comes next. */
  onSecondStep: () => void;
}) {
  const { t } = useTranslation(ns);
  const form = useZodForm(signInSchema, { login: "", password: "", rememberMe: false });
  const [formError, setFormError] = useState<string | null>(null);

  async function signIn({ login, password, rememberMe }: SignIn) {
    setFormError(null);
    const result = login.includes("@")
      ? await authClient.signIn.email({ email: login, password, rememberMe })
      : await authClient.signIn.username({ username: login, password, rememberMe });
    if (result.error) {
      setFormError(signInErrorMessage(result.error, t));
      form.setValue("password", "");
      form.setFocus("password");
    } else if ((result.data as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      onSecondStep();
    } else {
      await onSignedIn();
    }
  }

  return (
    <Form
      form={form}
      onSubmit={signIn}
      onInvalidFields={() => setFormError(null)}
      onFailure={() => setFormError(t("login.failed"))}
      errorText={(field) => t(`login.required.${field}`)}
      className="space-y-5"
      aria-labelledby="sign-in-title"
    >
      <h2 id="sign-in-title" className="text-2xl font-semibold">
        {t("login.formTitle")}
      </h2>
      <Field name="login" label={t("login.login")} required>
        {(control) => <Input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
      </Field>
      <Field name="password" label={t("login.password")} required>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            showLabel={t("login.showPassword")}
            hideLabel={t("login.hidePassword")}
          />
        )}
      </Field>
      <CheckboxField name="rememberMe" label={t("login.rememberMe")} hint={t("login.rememberMeHint")} />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton size="lg" className="w-full sm:w-auto" pending={t("login.submitting")}>
        {t("login.submit")}
      </SubmitButton>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={pathTo("agentsForgotPassword")} className={linkClass}>
          {t("login.forgot")}
        </Link>
        <span>
          {t("login.notAgent")}{" "}
          <Link to={pathTo("agentsAppointment")} className={linkClass}>
            {t("login.requestAppointment")}
          </Link>
        </span>
      </div>
    </Form>
  );
}
