import { claimSubmission } from "../../tests/api/support/claim-submission";
import { benchPolicyNumber } from "./demo-policy";

/** A complete claim on a demo policy, as the wizard sends it (the API tests' own); the benchmarks file it again and again. */
export const benchClaim = claimSubmission(benchPolicyNumber);
