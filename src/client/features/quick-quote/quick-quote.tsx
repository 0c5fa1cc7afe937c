import type { QuoteAccount } from "./create-draft-dialog";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWatch, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { ho3RatingRequestSchema, type Home } from "../../../shared/rating";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form/form-alert";
import { formSchema } from "../../components/form/form-schema";
import { showServerFieldErrors } from "../../components/form/server-field-errors";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { HomeFields, useHomeErrorText } from "../../components/rating/home-fields";
import { emptyHomeValues, homeOf, homeValuesOf, type HomeValues } from "../../components/rating/home-values";
import { Input } from "../../components/ui/input";
import { usePageLanguage } from "../../hooks/use-page-language";
import { staffNs } from "../../lib/staff-texts";
import { quoteHome } from "./api/quote-home";
import type { Quote, SaveTo } from "./quote";
import { QuoteResult } from "./quote-result";

/** What the inputs hold: a home, and the day the policy would start ("" for today in Florida). */
export type QuickQuoteValues = HomeValues & { effectiveDate: string };

const emptyQuickQuote: QuickQuoteValues = { ...emptyHomeValues, effectiveDate: "" };

const quickQuoteSchema = formSchema(
  (values: QuickQuoteValues) => ({
    ...homeOf(values),
    ...(values.effectiveDate ? { effectiveDate: values.effectiveDate } : {}),
  }),
  ho3RatingRequestSchema,
);

/**
 * Where the draft policy's refusals about the home go on this form: the
 * policy's `home.*` fields are the home's own, its ZIP code and coverage come
 * from the home's.
 */
function homeFieldOf(path: string): FieldPath<QuickQuoteValues> | null {
  if (path === "coverage") return "coverageA";
  if (path === "zipCode") return "zipCode";
  return path.startsWith("home.") ? (path.slice("home.".length) as FieldPath<QuickQuoteValues>) : null;
}

/**
 * Quick quote: a home priced by the rate table in force,
 * with its worksheet, and nothing stored; "Create draft policy" then turns it
 * into a draft with one dialog. Given a draft policy's home (Re-quote), it
 * starts from it and saves the quoted home back to that draft instead. The
 * server's refusals land on their fields in the page's language, and what
 * was typed stays.
 */
export function QuickQuote({
  draft,
  account,
}: { draft?: { home: Home; effectiveDate: string } & SaveTo; account?: QuoteAccount } = {}) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const homeErrorText = useHomeErrorText("");
  const form = useZodForm(
    quickQuoteSchema,
    draft ? { ...homeValuesOf(draft.home), effectiveDate: draft.effectiveDate } : emptyQuickQuote,
  );
  const [quote, setQuote] = useState<Quote | null>(null);
  const [refusal, setRefusal] = useState("");
  const current = JSON.stringify(useWatch({ control: form.control }));
  const result = useRef<HTMLHeadingElement>(null);
  const [quotes, setQuotes] = useState(0);

  async function getQuote(request: z.output<typeof ho3RatingRequestSchema>) {
    setRefusal("");
    const values = JSON.stringify(form.getValues());
    const { effectiveDate, ...home } = request;
    const rating = await quoteHome(request, language);
    setQuote({ home, effectiveDate, rating, language, values });
    setQuotes((count) => count + 1);
  }

  // Each new price appears below the form: reading goes on there, once it is on screen.
  useEffect(() => {
    if (quotes > 0) result.current?.focus();
  }, [quotes]);

  // The worksheet is worded by the server: a change of language prices the same home again, in the new words.
  useEffect(() => {
    if (!quote || quote.language === language) return;
    void quoteHome({ ...quote.home, effectiveDate: quote.effectiveDate }, language).then(
      (rating) => setQuote({ ...quote, rating, language }),
      // Not priced again (the connection dropped): the words stay as they were, the price is the same.
      () => undefined,
    );
  }, [language, quote]);

  return (
    <div className="space-y-8">
      <div className="rounded-lg border border-border bg-surface p-4 sm:p-6">
        <Form
          form={form}
          onSubmit={getQuote}
          onFailure={(error, marked) => {
            if (!marked) setRefusal(error instanceof Error ? error.message : t("quickQuote.failed"));
          }}
          errorText={(field, error) =>
            homeErrorText(field, error) ?? t(`quickQuote.errors.${field}`, { defaultValue: error.message })
          }
          className="space-y-8"
          aria-label={t("quickQuote.formLabel")}
        >
          <p className="text-muted-foreground">{t("quickQuote.requiredNote")}</p>
          <HomeFields />
          <div className="max-w-xs">
            <Field name="effectiveDate" label={t("quickQuote.effectiveDate")} hint={t("quickQuote.effectiveDateHint")}>
              {(control) => <Input {...control} type="date" />}
            </Field>
          </div>
          <FormAlert>{refusal}</FormAlert>
          <SubmitButton pending={t("quickQuote.quoting")} size="lg">
            {t("quickQuote.getQuote")}
          </SubmitButton>
        </Form>
      </div>
      {quote && (
        <QuoteResult
          quote={quote}
          stale={current !== quote.values}
          headingRef={result}
          saveTo={draft}
          account={account}
          onHomeRefused={(error) => showServerFieldErrors(form, error, homeFieldOf)}
        />
      )}
    </div>
  );
}
