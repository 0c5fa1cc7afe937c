import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { nameChangeSchema, type NameChange } from "../../../shared/own-account";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form/form-alert";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Input } from "../../components/ui/input";
import { accountNs } from "./account-texts";
import { useChangeName } from "./api/change-name";
import { failureText } from "./failure-text";

/** The person's own name, saved on its own. */
export function NameForm({ name, forMember }: { name: string; forMember: boolean }) {
  const { t } = useTranslation(accountNs);
  const form = useZodForm(nameChangeSchema, { name });
  const change = useChangeName();
  const [problem, setProblem] = useState<string | null>(null);

  async function save(payload: NameChange) {
    setProblem(null);
    const saved = await change.mutateAsync(payload);
    form.reset({ name: saved.name });
    toast.success(t("name.saved"));
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      onInvalidFields={() => setProblem(null)}
      onFailure={(error, marked) => setProblem(failureText(t, error, marked))}
      className="space-y-4"
    >
      <Field name="name" label={t("name.label")} hint={t(forMember ? "name.memberHint" : "name.hint")} required>
        {(control) => <Input {...control} autoComplete="name" />}
      </Field>
      <FormAlert>{problem}</FormAlert>
      <SubmitButton pending={t("name.saving")}>{t("name.save")}</SubmitButton>
    </Form>
  );
}
