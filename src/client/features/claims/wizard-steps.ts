import { z } from "zod";
import { claimSubmissionSchema, type ClaimSubmission } from "../../../shared/claim";
import { formSchema } from "../../components/form/form-schema";
import type { ClaimAnswers, ClaimDraft, DraftSection } from "../../lib/claim-draft";
import { toSubmission } from "./claim-rules";

export type WizardStep = ClaimDraft["step"];

/** The part of the claim each step asks for. */
export const sectionOfStep: Record<WizardStep, DraftSection> = {
  1: "member",
  2: "loss",
  3: "location",
  4: "exposures",
};

/** The step that asks for a field (a path such as "loss.notifierEmail"); anything else (the photos) is told on the last. */
export function stepOfField(path: string): WizardStep {
  const found = Object.entries(sectionOfStep).find(([, section]) => path === section || path.startsWith(`${section}.`));
  return (found ? Number(found[0]) : 4) as WizardStep;
}

const { shape } = claimSubmissionSchema;
const checkOf = (schema: z.ZodType<Partial<ClaimSubmission>>) => formSchema(toSubmission, schema);

/**
 * What Next checks on each step: that step's section with its part of the
 * shared claim schema; Submit Claim checks the whole claim, as the server will.
 */
export const checkOfStep: Record<WizardStep, z.ZodType<Partial<ClaimSubmission>, ClaimAnswers>> = {
  1: checkOf(z.object({ member: shape.member })),
  2: checkOf(z.object({ loss: shape.loss })),
  3: checkOf(z.object({ location: shape.location })),
  4: checkOf(claimSubmissionSchema),
};
