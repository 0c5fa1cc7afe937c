/**
 * Runs `clients` concurrent loops of `work` until `stop()`, as many users
 * would: each client sends its next request as soon as the last one ends.
 */
export function runClients(clients: number, work: (client: number, request: number) => Promise<void>) {
  let running = true;
  let sent = 0;
  const loops = Array.from({ length: clients }, async (_, client) => {
    while (running) await work(client, sent++);
  });
  return {
    get sent() {
      return sent;
    },
    /** Stops sending and waits for the requests in flight. */
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
