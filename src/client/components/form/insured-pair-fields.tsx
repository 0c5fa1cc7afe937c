import { Input } from "../ui/input";
import { Field } from "./field";

interface PairField {
  /** The form field's name, as the API schema calls it. */
  name: string;
  label: string;
  hint?: string;
}

/**
 * The two fields of the surrounding <Form> that identify a policyholder on
 * the public site: the e-mail on the policy and the policy number (the
 * payment form and the member page).
 */
export function InsuredPairFields({ email, policyNumber }: { email: PairField; policyNumber: PairField }) {
  return (
    <>
      <Field name={email.name} label={email.label} hint={email.hint} required>
        {(control) => <Input {...control} type="email" autoComplete="email" />}
      </Field>
      <Field name={policyNumber.name} label={policyNumber.label} hint={policyNumber.hint} required>
        {(control) => <Input {...control} autoComplete="off" autoCapitalize="characters" spellCheck={false} />}
      </Field>
    </>
  );
}
