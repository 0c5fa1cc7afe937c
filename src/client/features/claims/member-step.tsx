import { useTranslation } from "react-i18next";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import type { StepProps } from "./step-props";

/** Step 1, Member Info. */
export function MemberStep({ ns, values, set, errorOf }: StepProps<"member">) {
  const { t } = useTranslation(ns);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={`${t("member.firstName")} *`} error={errorOf("firstName")} required>
        {(control) => (
          <Input
            {...control}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => set("firstName", event.target.value)}
          />
        )}
      </FormField>
      <FormField label={`${t("member.lastName")} *`} error={errorOf("lastName")} required>
        {(control) => (
          <Input
            {...control}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => set("lastName", event.target.value)}
          />
        )}
      </FormField>
      <FormField label={`${t("member.policyNumber")} *`} error={errorOf("policyNumber")} required>
        {(control) => (
          <Input
            {...control}
            name="policyNumber"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.policyNumber}
            onChange={(event) => set("policyNumber", event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
