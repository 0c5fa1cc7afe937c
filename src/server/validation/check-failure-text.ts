import type { $ZodIssue } from "zod/v4/core";
import { en as zodEnglish, it as zodItalian } from "zod/locales";
import type { Language } from "../../shared/constants";
import { isMessageKey, renderMessage } from "../../shared/messages/render";

const zodWords: Record<Language, ReturnType<typeof zodEnglish>["localeError"]> = {
  en: zodEnglish().localeError,
  it: zodItalian().localeError,
};

function zodText(failure: $ZodIssue, language: Language): string | undefined {
  const said = zodWords[language](failure as never);
  return typeof said === "string" ? said : (said?.message ?? undefined);
}

/**
 * A failed zod check in a language: a check with a message of the
 * catalog says it; a check without one has zod's own words for its rule,
 * which zod has in Italian too. Any other text (a message not yet moved into
 * the catalog) is answered as it is.
 */
export function checkFailureText(failure: $ZodIssue, language: Language): string {
  if (isMessageKey(failure.message)) return renderMessage(failure.message, language);
  if (language !== "en" && zodText(failure, "en") === failure.message)
    return zodText(failure, language) ?? failure.message;
  return failure.message;
}

/** The dotted path of a failed check's field ("loss.dateOfLoss"), or `whole` when it is about the whole part. */
export const failureField = (failure: $ZodIssue, whole: string) =>
  failure.path.map(String).filter(Boolean).join(".") || whole;
