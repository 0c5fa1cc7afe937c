import type { FastifyInstance } from "fastify";
import type { Mailer } from "../modules/mail/mailer";

declare module "fastify" {
  interface FastifyInstance {
    /** The mail outbox: every e-mail the product sends goes through it. */
    mail: Mailer;
  }
}

/** The outbox the composition root made, for what reads it outside a service (tests, the admin socket). */
export function registerMail(app: FastifyInstance, mailer: Mailer): void {
  app.decorate("mail", mailer);
}
