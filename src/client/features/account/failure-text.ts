import type { TFunction } from "i18next";

/** What a failed change says as a whole, unless the server's refusal was marked on its fields. */
export const failureText = (t: TFunction, error: unknown, fieldsMarked: boolean): string | null =>
  fieldsMarked ? null : t("failed", { reason: error instanceof Error ? error.message : String(error) });
