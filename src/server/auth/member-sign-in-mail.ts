import { memberLinkLifetimeMinutes } from "../../shared/member";
import type { NewMail } from "../mail/outbox-repository";

/** The member portal's one-time sign-in link, as better-auth's magic-link plugin makes it. */
export function memberSignInMail(email: string, link: string, publicUrl: string): NewMail {
  return {
    kind: "member-sign-in-link",
    to: email,
    subject: "Your Sabal sign-in link",
    text: [
      "Hello,",
      "",
      "Someone (we hope you) asked to open your Sabal Reciprocal Exchange member account.",
      `Open this link within ${memberLinkLifetimeMinutes} minutes to sign in. It works once:`,
      link,
      "",
      `If it has expired, ask for a new one at ${publicUrl}/members.`,
      "If you did not ask for it, ignore this e-mail: nobody can sign in without it.",
    ].join("\n"),
  };
}
