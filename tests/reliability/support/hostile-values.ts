import fc from "fast-check";

/**
 * The values an attacker or a broken client sends, as JSON text so that raw
 * number tokens, duplicate keys and `__proto__` as a real own key survive
 * (JSON.stringify of an object literal would drop or rewrite them).
 */

const injectionStrings = [
  "' or 1=1 --",
  "'; drop table policy; --",
  '" or ""="',
  "1); select pg_sleep(30); --",
  "%' or '%'='",
  "\\'; --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}",
  "../../etc/passwd",
];

const unicodeEdgeStrings = [
  "\ud800",
  "\udfff",
  "lone \ud83d surrogate",
  "\u202eevil\u202c",
  "مرحبا بالعالم",
  "zero\u200bwidth\u200d\u2060",
  "nul\u0000byte",
  "\u0000",
  "😀👩‍👩‍👧‍👦🏳️‍🌈",
  "e\u0301\u0301\u0301\u0301",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͔",
  "\ufeffbom",
  "\uffff\ufffe",
  "\r\n\t\u000b\u000c",
  "line\u2028para\u2029",
  "   ",
  "",
];

/** Strings that look like numbers, or like the numbers JSON cannot carry. */
const numberishStrings = ["NaN", "Infinity", "-Infinity", "-0", "1e308", "0x1F", "12", " 12 ", "1_000", "١٢٣"];

/** Raw number tokens: negative zero, the edge of a double, past it (Infinity on parse), beyond 2^53. */
const numberTokens = [
  "-0",
  "0",
  "-1",
  "0.5",
  "1e308",
  "1e309",
  "-1e309",
  "1e-400",
  "2147483648",
  "9007199254740993",
  "123456789012345678901234567890",
];

export const prototypeKeys = ["__proto__", "constructor", "prototype"];

/** Objects whose keys try to reach Object.prototype once parsed and merged. */
export const prototypePollutionTexts = [
  '{"__proto__":{"polluted":"yes","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"}}',
  '[{"__proto__":{"polluted":"yes"}}]',
];

const text = (value: string) => JSON.stringify(value);
const megabyte = 1024 * 1024;

/** Big enough to hurt, small enough to pass the 1 MB body limit and reach validation. */
const hugeStrings = ["A".repeat(100_000), "😀".repeat(50_000), "' or 1=1 --".repeat(20_000), "<script>".repeat(30_000)];

/** One string that is hostile on its own or in combination. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...injectionStrings, ...unicodeEdgeStrings, ...numberishStrings),
  fc
    .array(fc.constantFrom(...injectionStrings, ...unicodeEdgeStrings), { minLength: 2, maxLength: 4 })
    .map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
  { weight: 1, arbitrary: fc.constantFrom(...hugeStrings) },
);

/** Exactly `megabyte` characters: over the body limit once quoted, so the 413 path is hit too. */
const megabyteStringText = text("x".repeat(megabyte));

const hugeArrayTexts = [
  `[${Array.from({ length: 10_000 }, (_, index) => index).join(",")}]`,
  `[${Array.from({ length: 10_000 }, () => text("' or 1=1 --")).join(",")}]`,
  `[${Array.from({ length: 10_000 }, () => "{}").join(",")}]`,
];

const deepNesting = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

/** JSON text of any type: the wrong type for most fields, or a hostile value of the right one. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map(text) },
  { weight: 2, arbitrary: fc.constantFrom("null", "true", "false", "[]", "{}", '""', ...numberTokens) },
  { weight: 1, arbitrary: fc.constantFrom(...prototypePollutionTexts) },
  { weight: 1, arbitrary: fc.constantFrom(...hugeArrayTexts) },
  { weight: 1, arbitrary: fc.constantFrom(deepNesting(5_000), deepObject(5_000), megabyteStringText) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
);
