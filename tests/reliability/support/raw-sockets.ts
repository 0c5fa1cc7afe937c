import { connect, type Socket } from "node:net";

/** A raw TCP client, for what fetch cannot do: send a request slowly, or half of one. */
export interface RawClient {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the milliseconds from opening to the server closing the connection. */
  closed: Promise<number>;
}

export function openRawClient(port: number): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const socket = connect({ host: "127.0.0.1", port });
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("utf8")));
    socket.on("error", () => undefined);
    const closed = new Promise<number>((done) => socket.once("close", () => done(performance.now() - opened)));
    socket.once("connect", () => resolve({ socket, received: () => text, closed }));
    socket.once("error", reject);
  });
}

/** Writes `text` a few bytes at a time every `everyMs`, until it is all sent or the socket closes. */
export function trickle(socket: Socket, text: string, everyMs: number, bytes = 1): void {
  let offset = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || offset >= text.length) return clearInterval(timer);
    socket.write(text.slice(offset, offset + bytes));
    offset += bytes;
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
}

/** The status code of the first HTTP answer in `text`, or 0 when there is none. */
export const statusOf = (text: string) => Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
