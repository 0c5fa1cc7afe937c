import { emailChangeLinkLifetimeMinutes } from "../../../shared/own-account";
import type { NewMail } from "../../mail/outbox-repository";

/** The link that confirms a new e-mail address, sent to that address; the change happens when it is opened. */
export function emailChangeMail(name: string, newEmail: string, link: string): NewMail {
  return {
    kind: "email-change-link",
    to: newEmail,
    subject: "Confirm your new Sabal e-mail address",
    text: [
      `Hello ${name},`,
      "",
      "Someone (we hope you) asked to use this address for a Sabal Reciprocal Exchange account.",
      `Open this link within ${emailChangeLinkLifetimeMinutes} minutes to confirm it. It works once:`,
      link,
      "",
      "Until then, the account keeps its current e-mail address.",
      "If you did not ask for it, ignore this e-mail: nothing changes.",
    ].join("\n"),
  };
}
