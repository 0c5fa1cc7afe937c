import type { FastifyInstance } from "fastify";
import { createAttemptLimits, type AttemptLimits } from "../rate-limit/attempt-limits";

declare module "fastify" {
  interface FastifyInstance {
    /** Named rate limits for public endpoints that can be abused (guessing, flooding). */
    attemptLimits: AttemptLimits;
  }
}

export function registerAttemptLimits(app: FastifyInstance, redisUrl: string | undefined): void {
  const limits = createAttemptLimits(redisUrl);
  app.decorate("attemptLimits", limits);
  app.addHook("onClose", () => limits.close());
}
