const ellipsis = "…";
// Punctuation and spaces left dangling by the cut read badly before "…".
const danglingEnd = /[\s.,;:!?\-–—]+$/u;

/**
 * Shortens `text` to at most `maxChars` characters, cutting at the last word
 * boundary at or before that limit, and marks the cut with "…" (so the result
 * is at most `maxChars + 1` characters). Text that already fits is returned as is.
 */
export function truncateAtWord(text: string, maxChars: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxChars) return trimmed;
  // Looking one character past the limit finds a space right after a word that ends exactly on it.
  const window = trimmed.slice(0, maxChars + 1);
  const lastSpace = window.search(/\s\S*$/u);
  // A single word longer than the limit is cut mid-word rather than dropped.
  const cut = lastSpace > 0 ? window.slice(0, lastSpace) : trimmed.slice(0, maxChars);
  return cut.replace(danglingEnd, "") + ellipsis;
}
