import type { JsonSchema } from "./openapi-operations";

/** What a probe writes into free-text fields: easy to spot if it ever lands in someone else's record. */
const probeText = "probe-by-another-agent";

/** A date inside the schema's pattern; "expiration"-like fields get a later one, so date-order rules pass. */
const dateFor = (name: string) => (/expir/i.test(name) ? "2032-01-01" : "2031-01-01");

/**
 * The smallest JSON value the schema accepts: required properties only, plus
 * one free-text field when there is one, so a change request is a real change.
 * Good enough for the API's own zod-generated schemas, not for any schema.
 */
export function sampleOf(schema: JsonSchema | null | undefined, name = ""): unknown {
  if (!schema) return undefined;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant, name);
  if (schema.enum) return schema.enum.find((value) => value !== "") ?? schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return sampleObject(schema);
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, name));
    case "integer":
    case "number":
      return Math.max(1000, (schema.minimum ?? 0) + 1);
    case "boolean":
      return true;
    case "string":
      return sampleString(schema, name);
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === "date") return dateFor(name);
  if (schema.format === "email" || /email/i.test(name)) return "probe@example.com";
  if (/zip/i.test(name)) return "33601";
  if (/phone/i.test(name)) return "(813) 555-0100";
  return probeText.slice(0, schema.maxLength ?? probeText.length);
}

function sampleObject(schema: JsonSchema): Record<string, unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = Object.keys(properties).filter((key) => required.has(key));
  const freeText = Object.entries(properties).find(
    ([key, property]) =>
      !required.has(key) &&
      property.type === "string" &&
      !property.enum &&
      !property.format &&
      !property.pattern &&
      !/id$/i.test(key),
  );
  if (freeText) names.push(freeText[0]);
  return Object.fromEntries(names.map((key) => [key, sampleOf(properties[key], key)]));
}
