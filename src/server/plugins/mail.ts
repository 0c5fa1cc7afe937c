import type { FastifyInstance } from "fastify";
import type { Mailer } from "../mail/mailer";

declare module "fastify" {
  interface FastifyInstance {
    /** The mail outbox: every e-mail the product sends goes through it. */
    mail: Mailer;
  }
}

/** Makes the outbox available to every module and stops its sender on shutdown. */
export function registerMail(app: FastifyInstance, mailer: Mailer): void {
  app.decorate("mail", mailer);
  app.addHook("onClose", () => mailer.close());
}
