import { z } from "zod";

/**
 * Every /api answer, success or error, has this shape (SPEC §3 "Call envelope").
 * `errors` lists field problems: `field` is a dotted path into the request
 * ("body.email"), so a form can put each message beside its input.
 */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export interface Envelope<T> {
  data: T;
  success: boolean;
  message: string;
  errors: FieldError[];
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    success: z.boolean(),
    message: z.string(),
    errors: z.array(fieldErrorSchema),
  });
}

export const errorEnvelopeSchema = envelopeSchema(z.null());
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** 429: too many attempts; `data` says how long to wait (also in Retry-After). */
export const tooManyAttemptsEnvelopeSchema = envelopeSchema(z.object({ retryAfterSeconds: z.number().int() }));

export function ok<T>(data: T, message = "OK"): Envelope<T> {
  return { data, success: true, message, errors: [] };
}

export function failure(message: string, errors: FieldError[] = []): ErrorEnvelope {
  return { data: null, success: false, message, errors };
}

export const healthSchema = z.object({ status: z.literal("ok") });
export const readinessSchema = z.object({
  status: z.enum(["ready", "not-ready"]),
  database: z.enum(["pglite", "postgres"]),
});
export type Readiness = z.infer<typeof readinessSchema>;
