/**
 * The shape a translation of the catalog must have: every key of the English,
 * nested the same way, each a string, and no key the English lacks. A key
 * missing in a translation fails the typecheck.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** The dotted keys of a catalog's texts ("claim.notFound"). */
export type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

/** The text at a dotted key, as a type (to read the {{parameters}} it needs). */
export type TextAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** The names of a text's {{parameters}}. */
export type ParameterNames<Text> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | ParameterNames<Rest>
  : never;

/** The text at a dotted key of a catalog, if there is one. */
export function textAt(catalog: object, key: string): string | undefined {
  let found: unknown = catalog;
  for (const part of key.split(".")) {
    if (typeof found !== "object" || found === null || !Object.hasOwn(found, part)) return undefined;
    found = (found as Record<string, unknown>)[part];
  }
  return typeof found === "string" ? found : undefined;
}
