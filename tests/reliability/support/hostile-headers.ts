import fc from "fast-check";

/** One header made 8–16 KB long; a cookie is lengthened after the caller's own, so the session still counts. */
export interface LongHeader {
  name: string;
  value: string;
}

const names = [
  "cookie",
  "origin",
  "x-request-id",
  "accept-language",
  "user-agent",
  "referer",
  "x-forwarded-for",
  "authorization",
];
// Printable ASCII only: Node refuses other bytes in header values before the app sees them.
const fillers = ["a", "%F0%9F%98%80", ";=,", "' or 1=1 --", "<script>", "en-US;q=0.9,"];

export const longHeader: fc.Arbitrary<LongHeader | null> = fc.oneof(
  { weight: 5, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc
      .record({
        name: fc.constantFrom(...names),
        size: fc.integer({ min: 8 * 1024, max: 16 * 1024 }),
        filler: fc.constantFrom(...fillers),
      })
      .map(({ name, size, filler }) => ({
        name,
        value: filler.repeat(Math.ceil(size / filler.length)).slice(0, size),
      })),
  },
);

/** The caller's headers with the long one applied. */
export function withLongHeader(headers: Record<string, string>, long: LongHeader | null): Record<string, string> {
  if (!long) return headers;
  if (long.name === "cookie") {
    return { ...headers, cookie: [headers.cookie, `filler=${long.value}`].filter(Boolean).join("; ") };
  }
  return { ...headers, [long.name]: long.value };
}
