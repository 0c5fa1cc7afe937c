/**
 * The numbers of a claim's rules, apart from its schemas so that the message
 * catalog can say them without loading the schemas (claim.ts re-exports them).
 */

/** Photos of the damage a claim may carry. */
export const claimPhotoLimits = {
  count: 10,
  bytes: 10 * 1024 * 1024,
  mediaTypes: ["image/jpeg", "image/png", "image/webp", "image/heic", "image/gif"],
} as const;

/** The longest note staff may write to the insured with a status change. */
export const claimNoteMaxLength = 1000;
