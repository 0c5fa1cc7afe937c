import { useTranslation } from "react-i18next";
import { Field } from "../../components/form/field";
import { Input } from "../../components/ui/input";

/** Step 1, Member Info. */
export function MemberStep({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name="member.firstName" label={`${t("member.firstName")} *`} required>
        {(control) => <Input {...control} autoComplete="given-name" />}
      </Field>
      <Field name="member.lastName" label={`${t("member.lastName")} *`} required>
        {(control) => <Input {...control} autoComplete="family-name" />}
      </Field>
      <Field name="member.policyNumber" label={`${t("member.policyNumber")} *`} required>
        {(control) => <Input {...control} autoCapitalize="characters" spellCheck={false} />}
      </Field>
    </div>
  );
}
