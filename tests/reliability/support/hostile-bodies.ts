import fc from "fast-check";
import { hostileJsonText } from "./hostile-values";
import type { JsonSchema } from "./openapi-operations";
import { jsonTextFor } from "./schema-arbitrary";

/** What goes in the body: its content type (none when undefined) and the bytes. */
export interface HostileBody {
  contentType?: string;
  payload?: string | Buffer;
}

const malformedJson = [
  '{"a":',
  "{'a':1}",
  "undefined",
  "NaN",
  '{"a":1,}',
  '{"a":1}}',
  "[",
  "{",
  '"unterminated',
  "01",
  "+1",
  '{"a" 1}',
  '{"a":"\\u00"}',
  '{"a":"\\x41"}',
  "\u0000",
  "nul\u0000{}",
  "\n",
];

// {"a":"<invalid UTF-8: a cut sequence, 0xFF, 0xFE>"}
const invalidUtf8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]);

const otherContentTypes = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----hostile",
  "application/xml",
  "application/json; charset=utf-16le",
  "application/json; charset=latin1",
  "application/json-patch+json",
  "application/vnd.api+json",
  "APPLICATION/JSON",
  "application/json, text/plain",
  "*/*",
  `application/json; ${"a".repeat(10_000)}`,
];

/**
 * A request body for a route whose JSON body has this schema (or none):
 * mostly generated from the schema, otherwise malformed, empty, in an odd
 * encoding or under a content type the route does not take.
 */
export function hostileBody(schema: JsonSchema | null): fc.Arbitrary<HostileBody> {
  const json = schema ? jsonTextFor(schema) : hostileJsonText;
  const truncated = json.chain((text) => fc.nat(Math.max(0, text.length - 1)).map((end) => text.slice(0, end)));
  return fc.oneof(
    { weight: 12, arbitrary: json.map((payload) => ({ contentType: "application/json", payload })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom(...malformedJson), truncated)
        .map((payload) => ({ contentType: "application/json", payload })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<HostileBody>(
        { contentType: "application/json", payload: "" },
        {},
        { contentType: "application/json", payload: invalidUtf8 },
        { contentType: "application/json", payload: "\ufeff{}" },
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...otherContentTypes), fc.oneof(json, fc.constantFrom("a=1&b=2", "--x\r\n\r\n", "<a/>")))
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
  );
}
