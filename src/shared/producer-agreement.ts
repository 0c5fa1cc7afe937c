import { z } from "zod";
import { message } from "./messages/message";

/** SPEC §2 Limited Producer Agreement login: both fields required (SPEC §5), checked on the server. */
export const producerSignInSchema = z
  .object({
    username: z.string().trim().min(1, message("check.signIn.username")).max(100),
    password: z.string().min(1, message("check.password")).max(200),
  })
  .strict();
export type ProducerSignIn = z.infer<typeof producerSignInSchema>;

/** The e-signature form to open; only ever sent after a correct sign-in, never part of the client bundle. */
export const producerSignInAnswerSchema = z.object({ redirectUrl: z.url() });

/** SPEC §9: the redirect waits half a second, so the success toast can be read. */
export const producerRedirectDelayMs = 500;
