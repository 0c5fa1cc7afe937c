import fc from "fast-check";
import { hostileString } from "./hostile-values";

/** Every byte percent-encoded: safe for any string, lone surrogates included (they become U+FFFD). */
const percentEncode = (value: string) =>
  [...Buffer.from(value, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`).join("");

/** Path segments as they would appear in the URL: traversal, NUL, broken escapes, huge and odd numbers. */
const hostileSegments = [
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%00",
  "abc%00def",
  "%ZZ",
  "%",
  "%C0%AE%C0%AE",
  "%E2%80%AE",
  "%F0%9F%98%80",
  "%EF%BB%BF",
  "x".repeat(10_000),
  "-1",
  "0",
  "-0",
  "1e308",
  "99999999999999999999999999",
  percentEncode("' or 1=1 --"),
  percentEncode("'; drop table policy; --"),
  percentEncode("<script>alert(1)</script>"),
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "%20",
  ";",
  "*",
];

/** A path or query value: usually a real id, so the handler runs, otherwise something hostile. */
export function urlValue(knownIds: string[]): fc.Arbitrary<string> {
  const hostile = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...hostileSegments) },
    { weight: 1, arbitrary: hostileString.map((value) => percentEncode(value.slice(0, 2_000))) },
  );
  if (knownIds.length === 0) return hostile;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds.map(encodeURIComponent)) },
    { weight: 2, arbitrary: hostile },
  );
}

/** The query string for the route's parameters, sometimes missing one, repeating one or adding prototype keys. */
export function queryString(params: { name: string; ids: string[] }[]): fc.Arbitrary<string> {
  const pairs = params.map(({ name, ids }) =>
    fc.oneof(
      { weight: 6, arbitrary: urlValue(ids).map((value) => [`${name}=${value}`]) },
      fc.constant([]),
      urlValue(ids).map((value) => [`${name}=${value}`, `${name}=${value}`]),
      urlValue(ids).map((value) => [`${name}[]=${value}`]),
    ),
  );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant([]) },
    fc.constantFrom(
      ["__proto__[polluted]=yes"],
      ["__proto__=yes"],
      ["constructor[prototype][polluted]=yes"],
      ["a=" + "b".repeat(10_000)],
      ["%ZZ=%ZZ"],
      ["&&&=="],
    ),
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([given, added]) => {
    const all = [...given.flat(), ...added];
    return all.length === 0 ? "" : `?${all.join("&")}`;
  });
}
