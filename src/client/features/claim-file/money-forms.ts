import { z } from "zod";
import { claimPaymentRequestSchema, reserveChangeSchema } from "../../../shared/claim-file";
import type { Language } from "../../../shared/constants";
import { centsFromDollars, dollarsField } from "../../../shared/money-input";

/**
 * The claim file's money forms take dollars as the staff member's language
 * writes them and send cents; the shared schemas then judge the payload, so
 * the screen refuses what the API refuses. Each amount field keeps the API's
 * name (`amountCents`, `grossCents`), so the server's refusals land beside it.
 */
export const reserveFormSchema = (language: Language) =>
  z
    .object({ coverage: z.string(), amountCents: dollarsField(language), reason: z.string() })
    .transform((values) => ({ ...values, amountCents: centsFromDollars(values.amountCents, language)! }))
    .pipe(reserveChangeSchema);

export const paymentFormSchema = (language: Language) =>
  z
    .object({ coverage: z.string(), grossCents: dollarsField(language), payee: z.string(), method: z.string() })
    .transform((values) => ({ ...values, grossCents: centsFromDollars(values.grossCents, language)! }))
    .pipe(claimPaymentRequestSchema);
