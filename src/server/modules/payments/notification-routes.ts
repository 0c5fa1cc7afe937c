import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import type { Message } from "../../../shared/messages/message";
import { pageSchema } from "../../../shared/page";
import {
  notificationHeaderNames,
  paymentNotificationAnswerSchema,
  paymentNotificationSchema,
  unmatchedNotificationSchema,
  unmatchedQuerySchema,
  type NotificationOutcome,
} from "../../../shared/payment-notification";
import { keepRawJsonBodies } from "../../plugins/raw-body";
import { textFor } from "../../request-language";

// A notification is a few hundred bytes; nothing bigger is stored.
const notificationBodyLimit = 16 * 1024;

const said: Record<NotificationOutcome, Message> = {
  settled: "payment.notificationSettled",
  alreadySettled: "payment.settled",
  unmatched: "payment.notificationUnmatched",
};

const signing = [
  `Sent by the payment portal, server to server, when a payment ends; authenticated only by its signature.`,
  `Headers: \`${notificationHeaderNames.timestamp}\` (Unix seconds when it was signed) and \`${notificationHeaderNames.signature}\`,`,
  "the base64url HMAC-SHA256, with the secret shared with the portal (PAYMENT_PORTAL_SECRET), of `<timestamp>.<the body's bytes as sent>`.",
  "A missing or wrong signature, or a timestamp further than PAYMENT_NOTIFICATION_TOLERANCE_SECONDS (300) from our clock, is refused 401.",
  "Each eventId is acted on once: sent again, it answers what the first delivery did. 200: the payment is settled (by this event or already);",
  "202: kept for staff review (no payment of that id, another amount, or the other outcome), nothing settled. The portal retries until it gets a 2xx.",
].join(" ");

/**
 * The payment portal's notifications (decision 0011) and, for staff, those
 * that matched no payment. Its own plugin: the notification's signature is
 * over the raw body, so only here does the JSON parser keep the bytes.
 */
export async function paymentNotificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rawBodyOf = keepRawJsonBodies(app);
  const notifications = app.services.paymentNotifications;

  routes.post(
    "/api/payments/notifications",
    {
      config: { access: "public", signatureOnly: true },
      bodyLimit: notificationBodyLimit,
      schema: {
        tags: ["payments"],
        summary: "The payment portal's signed notification that a payment completed or failed; safe to repeat",
        description: signing,
        headers: z.object({
          [notificationHeaderNames.timestamp]: z.string().max(20).optional(),
          [notificationHeaderNames.signature]: z.string().max(200).optional(),
        }),
        body: paymentNotificationSchema,
        response: {
          200: envelopeSchema(paymentNotificationAnswerSchema),
          202: envelopeSchema(paymentNotificationAnswerSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
      // Before the body's shape is checked: a caller who cannot sign learns nothing about it.
      preValidation: async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === "string" ? value : undefined;
        };
        notifications.authenticate({
          rawBody: rawBodyOf(request),
          timestamp: header(notificationHeaderNames.timestamp),
          signature: header(notificationHeaderNames.signature),
        });
      },
    },
    async (request, reply) => {
      const payload: unknown = JSON.parse(rawBodyOf(request)!.toString("utf8"));
      const answer = await notifications.receive(request.body, payload, request.id);
      const logged = { eventId: answer.eventId, paymentId: answer.paymentId, outcome: answer.outcome };
      if (answer.outcome === "unmatched" && !answer.repeated) {
        request.log.warn(
          { ...logged, reason: answer.reason },
          "payment notification matches no payment: kept for staff",
        );
      } else {
        request.log.info({ ...logged, repeated: answer.repeated }, "payment notification");
      }
      return reply
        .code(answer.outcome === "unmatched" ? 202 : 200)
        .send(ok(answer, textFor(request, said[answer.outcome])));
    },
  );

  routes.get(
    "/api/payments/unmatched",
    {
      config: { access: "payments.review" },
      schema: {
        tags: ["payments"],
        summary: "Portal notifications that matched no payment (unknown id, another amount or outcome), newest first",
        querystring: unmatchedQuerySchema,
        response: { 200: envelopeSchema(pageSchema(unmatchedNotificationSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await notifications.unmatched(request.query)),
  );
}
