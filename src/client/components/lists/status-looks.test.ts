import { describe, expect, it } from "vitest";
import { invoiceStatuses, refundStatuses } from "../../../shared/billing";
import { claimStatuses } from "../../../shared/claim";
import { documentStatuses } from "../../../shared/document";
import { glProductStatuses } from "../../../shared/gl-product";
import { accountStatuses } from "../../../shared/insured-account";
import { mailStatuses } from "../../../shared/mail";
import { paymentStatuses } from "../../../shared/payment";
import { policyStatuses } from "../../../shared/policy";
import { transactionStatuses } from "../../../shared/policy-transaction";
import { portalStatuses } from "../../../shared/portal";
import { statusLook, statusLooks, unknownStatusLook } from "./status-looks";

/** Every list of statuses a badge draws, with the values the screens add (retrying, overdue, the banner's states). */
const lists: Record<string, readonly string[]> = {
  portal: portalStatuses,
  document: documentStatuses,
  portalDocument: ["Active", "Pending", "Draft", "Review"],
  policy: policyStatuses,
  glProduct: glProductStatuses,
  account: accountStatuses,
  claim: claimStatuses,
  transaction: transactionStatuses,
  invoice: invoiceStatuses,
  payment: paymentStatuses,
  refund: [...refundStatuses, "overdue"],
  mail: [...mailStatuses, "retrying"],
  notice: ["scheduled", "active", "ended"],
  delinquency: ["noticed", "none"],
  letter: ["pending", "mailed"],
  letterEmail: ["none", "pending", "sent", "failed"],
};

describe("one look per status", () => {
  it.each(Object.entries(lists))("gives every %s status its own icon", (_list, statuses) => {
    const icons = statuses.map((status) => statusLook(status).icon);
    expect(icons).not.toContain(unknownStatusLook.icon);
    expect(new Set(icons).size).toBe(statuses.length);
  });

  it("never draws two statuses with one icon, nor a status with the unknown one", () => {
    const icons = Object.values(statusLooks).map((look) => look.icon);
    expect(new Set(icons).size).toBe(icons.length);
    expect(icons).not.toContain(unknownStatusLook.icon);
  });

  it("reads a status whatever its case, and an unknown one with the default icon", () => {
    expect(statusLook("Pending Approval")).toBe(statusLooks["pending approval"]);
    expect(statusLook("pastDue")).toBe(statusLooks.pastdue);
    expect(statusLook("Review")).toBe(statusLooks["under review"]);
    expect(statusLook("mislaid")).toBe(unknownStatusLook);
  });
});
