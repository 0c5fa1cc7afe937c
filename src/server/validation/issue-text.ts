import type { $ZodIssue } from "zod/v4/core";
import { en as zodEnglish, it as zodItalian } from "zod/locales";
import type { Language } from "../../shared/constants";
import { isMessageKey, renderMessage } from "../../shared/messages/render";

const zodWords: Record<Language, ReturnType<typeof zodEnglish>["localeError"]> = {
  en: zodEnglish().localeError,
  it: zodItalian().localeError,
};

function zodText(issue: $ZodIssue, language: Language): string | undefined {
  const said = zodWords[language](issue as never);
  return typeof said === "string" ? said : (said?.message ?? undefined);
}

/**
 * An issue of a zod check in a language: a check with a message of the
 * catalog says it; a check without one has zod's own words for its rule,
 * which zod has in Italian too. Any other text (a message not yet moved into
 * the catalog) is answered as it is.
 */
export function issueText(issue: $ZodIssue, language: Language): string {
  if (isMessageKey(issue.message)) return renderMessage(issue.message, language);
  if (language !== "en" && zodText(issue, "en") === issue.message) return zodText(issue, language) ?? issue.message;
  return issue.message;
}

/** The dotted path of an issue's field ("loss.dateOfLoss"), or `whole` when it is about the whole part. */
export const issueField = (issue: $ZodIssue, whole: string) =>
  issue.path.map(String).filter(Boolean).join(".") || whole;
