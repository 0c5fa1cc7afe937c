import { z } from "zod";
import { newGlProductSchema, type GlProduct, type GlProductFieldName } from "../../../shared/gl-product";

/** What the product form's inputs hold, as typed: the premium as text, coverage one line each, forms as ticked. */
export interface GlProductDraft {
  name: string;
  description: string;
  productType: string;
  status: string;
  effectiveDate: string;
  expirationDate: string;
  premium: string;
  coverage: string;
  forms: string[];
}

export const emptyGlProductDraft: GlProductDraft = {
  name: "",
  description: "",
  productType: "",
  status: "draft",
  effectiveDate: "",
  expirationDate: "",
  premium: "",
  coverage: "",
  forms: [],
};

export function draftOfGlProduct(product: GlProduct): GlProductDraft {
  return {
    name: product.name,
    description: product.description ?? "",
    productType: product.productType,
    status: product.status,
    effectiveDate: product.effectiveDate,
    expirationDate: product.expirationDate ?? "",
    premium: String(product.premium),
    coverage: product.coverage.join("\n"),
    forms: product.forms,
  };
}

const linesOf = (typed: string) =>
  typed
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The payload the inputs make: a number for the premium, a list of coverage lines, no expiration when blank. */
export function payloadOfGlDraft(draft: GlProductDraft): Record<GlProductFieldName, unknown> {
  return {
    name: draft.name,
    description: draft.description,
    productType: draft.productType,
    status: draft.status,
    effectiveDate: draft.effectiveDate,
    expirationDate: draft.expirationDate || null,
    premium: draft.premium.trim() === "" ? Number.NaN : Number(draft.premium),
    coverage: linesOf(draft.coverage),
    forms: draft.forms,
  };
}

/**
 * The form's check: the server's own schema judging the payload the inputs
 * make, each problem put on the input that holds it (a coverage line's on
 * the coverage box).
 */
export const glProductFormSchema = z.unknown().transform((values, context) => {
  const result = newGlProductSchema.safeParse(payloadOfGlDraft(values as GlProductDraft));
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: "custom", message: issue.message, path: issue.path.slice(0, 1) });
  }
  return z.NEVER;
});
