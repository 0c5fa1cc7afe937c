/** PostgreSQL's unique_violation (23505), raised directly or wrapped by Drizzle: two writers raced past a uniqueness check. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  return code === "23505";
}
