import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

interface PairField {
  /** The form field's name, as the API schema calls it. */
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange(value: string): void;
}

/**
 * The two fields that identify a policyholder on the public site: the e-mail
 * on the policy and the policy number (the payment form and the member page).
 */
export function InsuredPairFields({ email, policyNumber }: { email: PairField; policyNumber: PairField }) {
  return (
    <>
      <FormField label={email.label} hint={email.hint} error={email.error} required>
        {(control) => (
          <Input
            {...control}
            type="email"
            name={email.name}
            autoComplete="email"
            value={email.value}
            onChange={(event) => email.onChange(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={policyNumber.label} hint={policyNumber.hint} error={policyNumber.error} required>
        {(control) => (
          <Input
            {...control}
            name={policyNumber.name}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={policyNumber.value}
            onChange={(event) => policyNumber.onChange(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
