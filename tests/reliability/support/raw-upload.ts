import { request, type ClientRequest } from "node:http";
import { sleep } from "./client-pool";

/** What came back for one upload, or how the connection ended without an answer. */
export interface UploadAnswer {
  status: number | null;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  /** The client-side error when no answer came (the server closed, or the test aborted). */
  error?: string;
}

export interface RawUpload {
  url: string;
  headers: Record<string, string>;
  /** The body, in the pieces it is written in; a generator lets a large body be streamed. */
  body: Iterable<Buffer>;
  /**
   * Drop the connection once this many bytes are written, as a client whose
   * network fails would; Infinity drops it once the whole body is sent,
   * before the answer comes.
   */
  abortAfterBytes?: number;
}

/**
 * POSTs a body exactly as given, over node:http rather than fetch, so the
 * test controls every byte (names with NUL or CR/LF in the part headers), can
 * stream a body far larger than memory should hold, and can cut the
 * connection half-way.
 */
export function postRaw({ url, headers, body, abortAfterBytes }: RawUpload): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: UploadAnswer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const outgoing = request(url, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } });
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        settle({
          status: response.statusCode ?? null,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        // An early answer (413) leaves the rest of a large body unsent: drop the connection rather than finish it.
        outgoing.destroy();
      });
      response.on("error", (error) =>
        settle({ status: response.statusCode ?? null, headers: response.headers, body: "", error: error.message }),
      );
    });
    outgoing.on("error", (error) => settle({ status: null, headers: {}, body: "", error: error.message }));

    void (async () => {
      let written = 0;
      for (const piece of body) {
        if (settled || outgoing.destroyed) return;
        if (abortAfterBytes !== undefined && written + piece.length >= abortAfterBytes) {
          outgoing.write(piece.subarray(0, abortAfterBytes - written));
          await sleep(50);
          outgoing.destroy(new Error("aborted by the test"));
          return;
        }
        written += piece.length;
        // Respect back-pressure, and stop as soon as the server has answered (it may stop reading).
        if (!outgoing.write(piece)) await drainedOrClosed(outgoing);
      }
      if (settled || outgoing.destroyed) return;
      outgoing.end();
      if (abortAfterBytes === Infinity) outgoing.on("finish", () => outgoing.destroy(new Error("aborted by the test")));
    })();
  });
}

function drainedOrClosed(outgoing: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      outgoing.off("drain", done).off("close", done);
      resolve();
    };
    outgoing.on("drain", done).on("close", done);
  });
}
