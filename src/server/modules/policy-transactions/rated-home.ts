import { homeSchema, type Home, type HomeChanges, type StoredRating } from "../../../shared/rating";
import type { TransactionChanges } from "../../../shared/policy-transaction";
import { HttpError, type FieldProblem } from "../../http-errors";
import type { PolicySnapshot } from "../../db/schema";

/**
 * A home's inputs after a change: what changes replaces what was (the seven
 * inspection answers as a whole). Refused, field by field, when the result
 * is not a home the rate table can read (a policy that had none and a
 * change that does not give all of it).
 */
export function changedHome(before: Home | null, changes: HomeChanges | undefined): Home {
  const parsed = homeSchema.safeParse({ ...before, ...changes });
  if (parsed.success) return parsed.data;
  const problems: FieldProblem[] = parsed.error.issues.map((failure) => ({
    field: ["changes", "home", ...failure.path.map(String)].join("."),
    message: failure.message as FieldProblem["message"],
  }));
  throw new HttpError(422, "rating.unratable", problems);
}

/** A rated home's premium and coverage come from the rating: a change may not set them. */
export function refuseRatedFields(changes: TransactionChanges): void {
  const fields = (["premium", "coverage"] as const).filter((field) => changes[field] !== undefined);
  if (fields.length > 0) {
    throw new HttpError(
      422,
      "rating.premiumRated",
      fields.map((field) => ({ field: `changes.${field}`, message: "rating.premiumRated" })),
    );
  }
}

/** The priced fields of a snapshot for a home and its rating: premium in whole dollars, coverage = Coverage A. */
export const ratedSnapshot = (
  home: Home,
  rating: StoredRating,
): Pick<PolicySnapshot, "premium" | "coverage" | "home" | "rating"> => ({
  premium: rating.totalCents / 100,
  coverage: home.coverageA,
  home,
  rating,
});
