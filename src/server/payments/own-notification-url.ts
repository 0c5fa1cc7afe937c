import type { FastifyInstance } from "fastify";

/**
 * Our notification endpoint on the address this process listens on, over
 * loopback: the demo portal lives in the same process, and the public URL may
 * be a proxy's name this machine cannot reach. Null when not listening.
 */
export function ownNotificationUrl(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === "string") return null;
  const host =
    address.family === "IPv6"
      ? `[${address.address === "::" ? "::1" : address.address}]`
      : address.address === "0.0.0.0"
        ? "127.0.0.1"
        : address.address;
  return `http://${host}:${address.port}/api/payments/notifications`;
}
