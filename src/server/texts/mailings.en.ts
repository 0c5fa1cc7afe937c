/**
 * The mailing batch's words (decision 0049): the address page before each letter and the certificate of
 * mailing, in English; the Italian file holds the same keys.
 */
export const mailingsEn = {
  batchTitle: "Mailing batch {{date}}",
  certificateTitle: "Certificate of mailing {{date}}",
  certificateHeading: "Certificate of mailing",
  certificateSubline: "Mailing date {{date}} · {{count}} letters · first-class mail",
  certificateStatement:
    "Each letter listed below, a notice on the policy named, was deposited in the United States mail, first class postage prepaid, addressed as shown, on {{date}}. The notice period of each notice counts from this date.",
  number: "No.",
  addressee: "Addressee and address",
  policy: "Policy",
  notice: "Notice",
  piecesListed: "Number of pieces listed by sender: {{count}}",
  piecesReceived: "Number of pieces received at post office: ________",
  postmaster: "Postmark and signature of receiving employee: ______________________________",
  page: "Page {{page}} of {{pages}}",
  notices: { cancellation: "Cancellation", nonRenewal: "Non-renewal", renewal: "Renewal premium" },
  copyTo: {
    mortgagee: "Copy to the mortgagee",
    lienholder: "Copy to the lienholder",
    additionalInterest: "Copy to an additional interest",
  },
  loanNumber: "Loan number {{loanNumber}}",
  copyStatement:
    "You are named on this policy as holding an interest in the insured property. The notice that follows was mailed to the named insured today; this is your copy.",
  addressPage: "Policy {{policyNumber}} · {{notice}} · mailed {{date}}",
};
