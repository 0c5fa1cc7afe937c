import { Writable } from "node:stream";

/**
 * Keeps the app's error log lines by request id, so a failure report can say
 * why the server answered 500 (the answer itself rightly hides it).
 */
export function serverErrorLog() {
  const byRequest = new Map<string, string>();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        const entry = JSON.parse(line) as { level?: number; reqId?: string; err?: { message?: string }; msg?: string };
        if ((entry.level ?? 0) >= 50 && entry.reqId) byRequest.set(entry.reqId, entry.err?.message ?? entry.msg ?? "");
      }
      done();
    },
  });
  return { stream, errorOf: (requestId: unknown) => byRequest.get(String(requestId)) };
}
