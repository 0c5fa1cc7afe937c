import type { Message, MessageKey } from "../../../shared/messages/message";

/** A catalog message as two columns: its key, and its numbers when it has some (a rule, a refusal's reason). */
export interface StoredMessage {
  key: string;
  params: Record<string, string | number> | null;
}

export const toStoredMessage = (said: Message): StoredMessage =>
  typeof said === "string"
    ? { key: said, params: null }
    : { key: said.key, params: said.params as Record<string, string | number> };

/** The message back from its columns, to be worded in each reader's language. */
export const fromStoredMessage = ({ key, params }: StoredMessage): Message =>
  params ? ({ key, params } as Message) : (key as MessageKey);
