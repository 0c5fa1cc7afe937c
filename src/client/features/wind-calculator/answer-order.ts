import { windMitigationOptions, type WindMitigationQuestion } from "../../../shared/rating";

/**
 * A question's answers as the calculator lists them: from least to most
 * protection, as the shared lists run, with "unknown" moved last: it earns
 * the least, but it is the visitor's way out rather than a rung of the ladder.
 */
export function answersShown(question: WindMitigationQuestion): string[] {
  const options = windMitigationOptions[question] as readonly string[];
  return [...options.filter((option) => option !== "unknown"), ...options.filter((option) => option === "unknown")];
}
