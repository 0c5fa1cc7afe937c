import { message, type Message } from "../../../shared/messages/message";
import type { Home, RateTable, StoredRating } from "../../../shared/rating";
import { floridaCountyOf } from "../../geo/florida-counties";
import { HttpError, type FieldProblem } from "../../http-errors";
import { rateHo3, unratable } from "./rate-ho3";

/** The high-velocity hurricane zone of the Florida Building Code: Miami-Dade and Broward counties. */
const highVelocityZone = ["Miami-Dade", "Broward"];

/**
 * OIR-B1-1802's first question answered as the home cannot have it: the Florida Building Code 2001 governs homes
 * built from 2002; the South Florida Building Code 1994 only homes built from 1994 in the high-velocity zone.
 * A wrong answer would earn a credit the home does not have (decision 0048).
 */
export function buildingCodeProblem(home: Home): Message | null {
  const answer = home.windMitigation?.buildingCode;
  if (answer === "fbc2001" && home.yearBuilt < 2002) return message("rating.fbcTooOld", { year: home.yearBuilt });
  if (answer !== "sfbc1994") return null;
  if (home.yearBuilt < 1994) return message("rating.sfbcTooOld", { year: home.yearBuilt });
  if (!highVelocityZone.includes(floridaCountyOf(home.zipCode) ?? "")) {
    return message("rating.sfbcOutsideZone", { zipCode: home.zipCode });
  }
  return null;
}

/**
 * A home priced as underwriting takes it: its inspection's answers checked against the home first, then the
 * tariff (rate-ho3.ts, pure). Every problem is named on its field at once.
 */
export function rateHome(table: RateTable, home: Home, ratedOn: string): StoredRating {
  const problem = buildingCodeProblem(home);
  if (!problem) return rateHo3(table, home, ratedOn);
  const problems: FieldProblem[] = [{ field: "windMitigation.buildingCode", message: problem }];
  try {
    rateHo3(table, home, ratedOn);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    problems.unshift(...error.errors);
  }
  throw unratable(problems);
}
