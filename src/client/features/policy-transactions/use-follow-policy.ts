import { useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { Policy } from "../../../shared/policy";

/**
 * A form prefilled from the policy starts again from it once the policy has
 * changed (an issued transaction moved its premium or term); until then it
 * keeps what was typed, also between openings of its dialog.
 */
export function useFollowPolicy<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  policy: Policy,
  valuesOf: (policy: Policy) => Values,
) {
  const seen = useRef(policy.updatedAt);
  useEffect(() => {
    if (seen.current === policy.updatedAt) return;
    seen.current = policy.updatedAt;
    form.reset(valuesOf(policy));
  }, [form, policy, valuesOf]);
}
