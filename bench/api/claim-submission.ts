import { claimSubmission } from "../../tests/api/support/claim-submission";

/** A complete claim on a demo policy, as the wizard sends it (the API tests' own); the benchmarks file it again and again. */
export const benchClaim = claimSubmission("SRE-0000004");
