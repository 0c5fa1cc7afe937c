import fc from "fast-check";
import { hostileJsonText, hostileString, prototypeKeys, prototypePollutionTexts } from "./hostile-values";
import type { JsonSchema } from "./openapi-operations";

const text = (value: unknown) => JSON.stringify(value);
const objectText = (entries: [string, string][]) =>
  `{${entries.map(([key, value]) => `${text(key)}:${value}`).join(",")}}`;

/** A hostile string cut or padded to the schema's length, so it passes validation and reaches the handler. */
function fittedString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 500;
  return hostileString.map((value) => value.slice(0, max).padEnd(min, "x"));
}

function stringLike(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 60);
  if (schema.format === "date") {
    // Years 0000 and 9999 pass a date pattern; whether the database takes them is the question.
    const edge = fc.constantFrom("0000-01-01", "0001-01-01", "9999-12-31", "2024-02-29", "1970-01-01");
    const any = fc
      .date({ min: new Date("0001-01-01"), max: new Date("9999-12-31"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    return fc.oneof(edge, any);
  }
  if (schema.format === "uuid") return fc.uuid();
  const plain = fc.string({ unit: "binary", minLength: min, maxLength: Math.max(min, max) });
  // Mostly matching the pattern (e-mail addresses have one too), so the request gets past validation.
  if (schema.pattern) return fc.oneof({ weight: 4, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) }, plain);
  return fc.oneof(plain, fittedString(schema));
}

function numberLike(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = schema.exclusiveMinimum === true;
  const low = Math.max((schema.minimum ?? -1e9) + (exclusive ? 1 : 0), -(2 ** 31) + 1);
  const high = Math.min(schema.maximum ?? 1e9, 2 ** 31 - 1);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true });
  return fc.oneof(inRange, fc.constantFrom(schema.minimum ?? low, schema.maximum ?? high));
}

/** An object with the required properties and some optional ones, each valid-looking or hostile. */
function objectLike(schema: JsonSchema): fc.Arbitrary<string> {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {});
  const entries = properties.map(([name, property]) => {
    const value = jsonTextFor(property).map((valueText): [string, string] => [name, valueText]);
    return required.has(name)
      ? value.map((entry) => [entry])
      : fc.option(value, { nil: undefined }).map((entry) => (entry ? [entry] : []));
  });
  const wellFormed = fc.tuple(...entries).map((parts) => parts.flat());
  const withoutOneRequired = wellFormed.chain((present) =>
    present.length === 0
      ? fc.constant(present)
      : fc.nat(present.length - 1).map((drop) => present.filter((_, i) => i !== drop)),
  );
  const extraKeys = fc.constantFrom(
    ...prototypeKeys,
    "isAdmin",
    "role",
    "id",
    "agentId",
    "createdAt",
    "",
    "a".repeat(10_000),
  );
  const withExtra = fc
    .tuple(wellFormed, extraKeys, fc.oneof(hostileJsonText, fc.constantFrom(...prototypePollutionTexts)))
    .map(([present, key, value]): [string, string][] => [...present, [key, value]]);
  // A repeated key: JSON parsers keep the last, a validator may have checked the first.
  const duplicated = wellFormed.map(([first, ...rest]): [string, string][] =>
    first ? [first, ...rest, [first[0], "null"]] : [],
  );
  return fc.oneof({ weight: 8, arbitrary: wellFormed }, withoutOneRequired, withExtra, duplicated).map(objectText);
}

function arrayLike(schema: JsonSchema): fc.Arbitrary<string> {
  const items = jsonTextFor(schema.items ?? {});
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 5));
  return fc.array(items, { minLength, maxLength }).map((values) => `[${values.join(",")}]`);
}

/** JSON text that matches the schema's shape: the value a form would send, made of hostile parts. */
function validLooking(schema: JsonSchema): fc.Arbitrary<string> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(jsonTextFor));
  if (schema.enum) return fc.constantFrom(...schema.enum).map(text);
  switch (schema.type) {
    case "string":
      return stringLike(schema).map(text);
    case "integer":
      return numberLike(schema, true).map(text);
    case "number":
      return numberLike(schema, false).map(text);
    case "boolean":
      return fc.boolean().map(text);
    case "array":
      return arrayLike(schema);
    case "object":
      return objectLike(schema);
    default:
      return hostileJsonText;
  }
}

/**
 * JSON text for a value of the schema: mostly valid-looking (so requests get
 * past validation and reach handlers and the database), sometimes of the
 * wrong type, out of range or plainly hostile.
 */
export function jsonTextFor(schema: JsonSchema): fc.Arbitrary<string> {
  const valid = schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: validLooking(schema) }, fc.constant("null"))
    : validLooking(schema);
  // Rare enough per field that most objects get past validation (the hostile parts then sit in valid-looking strings).
  return fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: hostileJsonText });
}
