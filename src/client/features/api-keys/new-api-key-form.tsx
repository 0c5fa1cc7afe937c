import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  apiKeyLifetimesDays,
  apiKeyNameMaxLength,
  defaultApiKeyLifetimeDays,
  newApiKeySchema,
  type CreatedApiKey,
  type NewApiKey,
} from "../../../shared/api-key";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { staffNs } from "../../lib/staff-texts";
import { useCreateApiKey } from "./api/create-api-key";

/** What the inputs hold: the lifetime as the select gives it, text. */
interface ApiKeyDraft {
  name: string;
  expiresInDays: string;
}

const emptyDraft: ApiKeyDraft = { name: "", expiresInDays: String(defaultApiKeyLifetimeDays) };
const apiKeyFormSchema = formSchema(
  (draft: ApiKeyDraft) => ({ ...draft, expiresInDays: Number(draft.expiresInDays) }),
  newApiKeySchema,
);

/** Making a key: a name to recognise it by, and one of the lifetimes on offer. */
export function NewApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation(staffNs);
  const create = useCreateApiKey();
  const form = useZodForm(apiKeyFormSchema, emptyDraft);

  async function send(key: NewApiKey) {
    onCreated(await create.mutateAsync(key));
    form.reset(emptyDraft);
  }

  return (
    <Form
      form={form}
      onSubmit={send}
      onFailure={(error) => toast.error(t("apiKeys.createFailed"), { description: (error as Error).message })}
      errorText={(field, error) => t(`apiKeys.errors.${field}`, { defaultValue: error.message })}
      aria-labelledby="new-api-key-title"
      className="space-y-4 border-t border-border pt-4"
    >
      <h3 id="new-api-key-title" className="text-lg font-semibold">
        {t("apiKeys.newTitle")}
      </h3>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field name="name" label={t("apiKeys.name")} hint={t("apiKeys.nameHint")} required>
          {(control) => <Input {...control} maxLength={apiKeyNameMaxLength} autoComplete="off" />}
        </Field>
        <Field name="expiresInDays" label={t("apiKeys.lifetime")} required>
          {(control) => (
            <Select
              {...control}
              options={apiKeyLifetimesDays.map((days) => ({
                value: String(days),
                label: t("apiKeys.days", { count: days }),
              }))}
            />
          )}
        </Field>
      </div>
      <SubmitButton pending={t("apiKeys.creating")}>{t("apiKeys.create")}</SubmitButton>
    </Form>
  );
}
