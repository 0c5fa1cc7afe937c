import { PassThrough } from "node:stream";

/** The app's log, kept as it is written (pino writes one JSON object a line). */
export interface LogCapture {
  stream: PassThrough;
  /** Everything logged so far. */
  text(): string;
  /** The complete lines logged so far, parsed. */
  lines(): Record<string, unknown>[];
}

export function captureLog(): LogCapture {
  const stream = new PassThrough();
  let text = "";
  stream.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .slice(0, text.lastIndexOf("\n") + 1)
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
