import { createConnection, createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP proxy between the app and its database, which a test can cut as a
 * broken network would: open connections go silent or drop, and new ones are
 * accepted but never answered (the worst case for a client: nothing to react to).
 */
export interface TcpProxy {
  port: number;
  /** "silent": existing and new connections stay open but nothing passes; "reset": all are dropped at once. */
  cut(how: "silent" | "reset"): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let state: "open" | "silent" | "reset" = "open";
  const pairs = new Set<[Socket, Socket]>();
  const held = new Set<Socket>();

  const server = createServer((client) => {
    client.on("error", () => undefined);
    if (state === "reset") return void client.destroy();
    if (state === "silent") return void held.add(client);
    const upstream = createConnection({ host: "127.0.0.1", port: targetPort });
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forget = () => pairs.delete(pair);
    client.on("close", forget);
    upstream.on("close", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.on("data", (chunk) => state === "open" && upstream.write(chunk));
    upstream.on("data", (chunk) => state === "open" && client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const dropAll = () => {
    for (const pair of pairs) pair.forEach((socket) => socket.destroy());
  };

  return {
    port: (server.address() as AddressInfo).port,
    cut(how) {
      state = how;
      if (how === "reset") dropAll();
    },
    restore() {
      state = "open";
      // Connections that hung while cut are dropped, as a router's would be; the client opens new ones.
      for (const socket of held) socket.destroy();
      held.clear();
      dropAll();
    },
    close() {
      for (const socket of held) socket.destroy();
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
