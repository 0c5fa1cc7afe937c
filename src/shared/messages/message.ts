import type { English, MessageKey } from "./catalog";
import type { ParameterNames, TextAt } from "./translation";

export type { MessageKey } from "./catalog";

/** What fills a {{parameter}}: a value as it is, or a word or message of the catalog read in the same language. */
export type ParameterValue = string | number | { key: MessageKey } | MessageWithParameters;

/** A message that names values ("Claim {{claimNumber}} received."). */
export interface MessageWithParameters {
  key: MessageKey;
  params: Record<string, ParameterValue>;
}

/**
 * A message of the catalog, not yet in any language: its key, with the values
 * of its parameters when it has some. It becomes text where the answer is
 * sent, in the reader's language.
 */
export type Message = MessageKey | MessageWithParameters;

type ParametersOf<K extends MessageKey> = ParameterNames<TextAt<English, K>>;
type PlainKey = { [K in MessageKey]: [ParametersOf<K>] extends [never] ? K : never }[MessageKey];
type KeyWithParameters = Exclude<MessageKey, PlainKey>;

/**
 * A catalog message, checked by the typecheck: the key must exist, and its
 * parameters must be given, exactly those its English names. A key without
 * parameters stays the key itself, a string, so a zod schema can carry it
 * as its message (`z.string().min(1, message("check.claim.city"))`).
 */
export function message<K extends PlainKey>(key: K): K;
export function message<K extends KeyWithParameters>(
  key: K,
  params: Record<ParametersOf<K>, ParameterValue>,
): MessageWithParameters;
export function message(key: MessageKey, params?: Record<string, ParameterValue>): Message {
  return params ? { key, params } : key;
}
