import type { Language } from "../../../shared/constants";
import type { Ho3Rating, Home } from "../../../shared/rating";

/** A quick quote as it was priced: the home and day sent, the price, and the form's inputs then (as JSON). */
export interface Quote {
  home: Home;
  /** The day asked for; undefined for today in Florida (the rating's `ratedOn`). */
  effectiveDate: string | undefined;
  rating: Ho3Rating;
  /** The language its worksheet is worded in. */
  language: Language;
  values: string;
}

/** A draft policy a re-quote saves its home back to. */
export interface SaveTo {
  policyNumber: string;
  /** Saves the quoted home on the draft (the server prices it again); a refusal rejects with the server's field errors. */
  save: (home: Home) => Promise<void>;
}
