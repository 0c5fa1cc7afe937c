/**
 * What the server says in its answers, in English: refusals, failures, not
 * found, conflicts and the messages of successful writes. Only the server
 * reads these (the site shows them as they arrive, already in the visitor's
 * language), so the pages do not load them. {{name}} marks a parameter. The
 * Italian is answers.it.ts.
 */
export const answersEn = {
  request: {
    invalid: "Invalid input.",
    badRequest: "Bad request.",
    bodyTooLarge: "The request body is too large.",
    unsupportedMediaType: "This content type is not supported.",
    invalidJson: "The request body is not valid JSON.",
    emptyJson: "The request body is empty.",
    nestedTooDeeply: "This is nested too deeply.",
    unstorableText: "This text contains characters that cannot be stored (a NUL or a broken emoji).",
    oneFile: "Send one file at a time.",
    tooManyParts: "The form has too many parts.",
    tooManyFields: "The form has too many fields.",
    badAddress: "This address is not valid.",
    addressTooLong: "This address is too long.",
    headersTooLarge: "The request headers are too large.",
    tooSlow: "The request took too long to arrive.",
    notHttp: "The request is not valid HTTP.",
    noRoute: "No route for {{method}} {{path}}.",
    crossSite: "This request must come from the Sabal website.",
    tooManyAttempts: "Too many attempts. Please try again later.",
    duplicate: "Another record already has this value. Reload and try again.",
    internal: "Internal server error.",
    unavailable: "Service unavailable. Please try again in a moment.",
    databaseUnreachable: "Database unreachable.",
  },
  access: {
    signIn: "Sign in to continue.",
    notAllowed: "You are not allowed to do this.",
    twoFactorRequired: "Turn on two-step verification to continue.",
    notSignedIn: "Not signed in.",
    keyRefused: "This API key is not valid: it is unknown, expired or revoked.",
    sessionOnly: "Sign in on the website to do this: an API key cannot.",
  },
  upload: {
    tooLarge: "The file is larger than {{limit}}.",
    sizeLimit: "Files can be up to {{limit}}.",
    notMultipart: "Send the file as multipart/form-data, in a field named file.",
    fileField: "Send the file in a field named file.",
    unreadable: "This upload is not a readable multipart form. Choose the file again.",
    chooseFile: "Choose a file to upload.",
    emptyFile: "The file is empty.",
    mismatch: "The file's content is {{detected}}, but its name ends in .{{extension}}.",
    unsupported: "Upload a PDF, an image (PNG, JPEG, GIF, WebP, TIFF, HEIC) or an Office document.",
    uploaded: "{{name}} uploaded.",
  },
  photo: {
    notAPhoto: "Choose a photo (JPEG, PNG, WebP, HEIC or GIF).",
    choose: "Choose a photo to upload.",
    empty: "The photo is empty.",
    notFound: "This photo does not exist.",
    unknown: "Unknown photo.",
    missing: "A photo could not be found. Remove it and upload it again.",
  },
  claim: {
    closedToFiles: "Claim {{claimNumber}} is closed: to add to it, call us and we will reopen it.",
    notFound: "The requested claim could not be found.",
    alreadyInStatus: "Claim {{claimNumber}} is already {{status}}; choose another status.",
    received: "Claim {{claimNumber}} received.",
    keyReused: "This Idempotency-Key was already used for another claim. Send a new key with a new claim.",
    moved: "Claim {{claimNumber}} is now {{status}}.",
  },
  claimFile: {
    noSuchNotice: "There is no such storm notice.",
    notPending: "This payment is not waiting for approval.",
    approved: "Payment approved and issued.",
    pending:
      "Payment of {{net}} recorded: it is above your payment authority and waits for a claims manager's approval.",
    notAnAdjuster: "Choose an active adjuster or claims manager.",
    assigned: "Claim {{claimNumber}} is assigned to {{name}}.",
    decided: "Decision recorded: {{decision}}.",
    closedNow: "Claim {{claimNumber}} is closed.",
    notDecided: "Record the coverage decision before closing the claim.",
    notClosed: "Claim {{claimNumber}} is open: only a closed claim is reopened.",
    tooLateToReopen:
      "A {{kind}} claim must be reported within {{months}} months of the date of loss, {{dateOfLoss}} (s. 627.70132): that was {{limit}}.",
    reopened: "Claim {{claimNumber}} is open again; the decision clock starts today.",
    decisions: {
      covered: "covered",
      partlyCovered: "partly covered",
      denied: "denied",
    },
    reopenKinds: {
      reopened: "reopened",
      supplemental: "supplemental",
    },
    noSuchCatastrophe: "There is no such catastrophe.",
    catastropheRecorded: "Catastrophe {{name}} recorded: {{count}} claims in its window are coded to it.",
    coded: "The claim's catastrophe is saved.",
    coverage: {
      policyNotFound:
        "No policy with number {{policyNumber}} was found: nothing can be paid until the claim is linked to one.",
      notYetInEffect: "Policy {{policyNumber}} was not yet in effect on the date of loss, {{dateOfLoss}}.",
      cancelled: "Policy {{policyNumber}} was cancelled before the date of loss, {{dateOfLoss}}.",
      expired: "Policy {{policyNumber}} had expired before the date of loss, {{dateOfLoss}}.",
      lateNotice:
        "Notice came on {{receivedOn}}, more than {{months}} months after the date of loss, {{dateOfLoss}} (s. 627.70132).",
    },
    notInForce: "Nothing can be paid on this claim as reported: {{finding}} Record an override with its reason first.",
    closed: "Claim {{claimNumber}} is closed: reopen it first.",
    reserveBelowPaid: "The {{coverage}} reserve cannot go below the {{paid}} already paid on it.",
    reserveExceeded:
      "This payment is more than the {{left}} left of the {{coverage}} reserve: raise the reserve first.",
    reserveSet: "The {{coverage}} reserve is now {{amount}}.",
    paid: "Payment of {{net}} issued: {{gross}} less a deductible of {{deductible}}.",
    paidNothing: "Payment recorded: the deductible takes all {{gross}} of it, so no check is issued.",
    paymentNotFound: "The requested payment could not be found on this claim.",
    alreadyVoided: "This payment is already void.",
    voided: "Payment voided: its deductible and amount are given back to the claim.",
    eventBeforeLoss: "That day is before the date of loss, {{dateOfLoss}}.",
    eventInFuture: "That day has not come yet.",
    recorded: "Recorded on the claim file.",
    coverageOverridden: "Override recorded: this claim may be paid despite the coverage check.",
  },
  document: {
    notFound: "The requested document could not be found.",
    changedMeanwhile: "The document was changed by someone else meanwhile. Reload it and try again.",
    locked: "This document is {{status}} and can no longer be changed or deleted.",
    noFile: "This document has no file yet.",
    underwritingOnly: "Only underwriting staff can approve or reject documents.",
    cannotMove: "A document that is {{status}} cannot be {{action}}.",
    uploadFirst: "Upload the file first.",
    alreadyOnPortal: "This document is already on a portal.",
    added: "{{name}} added.",
    saved: "{{name}} saved.",
    deleted: "{{name}} deleted.",
    moved: "{{name}} is now {{status}}.",
  },
  policy: {
    notFound: "The requested policy could not be found.",
    chooseYours: "Choose one of your policies.",
    unknownAccount: "Choose an insured account.",
    created: "Policy {{policyNumber}} created.",
    saved: "Policy {{policyNumber}} saved.",
    endorseToChange: "Policy {{policyNumber}} is issued: change its premium, coverage or dates with an endorsement.",
    statusByTransaction:
      "An issued policy's status changes only through its transactions: cancel, reinstate or let it expire.",
  },
  mailing: {
    noneOn: "No letters were written for that day's mailing.",
    onlyOnItsDay:
      "A batch is recorded as mailed on its own day only: each notice in it counts its period from that date. Letters that missed their day need new notices.",
    letterMissing: "A letter of this batch is missing from storage; tell the administrator.",
  },
  transaction: {
    noMailingAddress:
      "Policy {{policyNumber}} has no address to mail the notice to: record the insured's mailing address (or the property's) first.",
    planWithTerm: "A payment plan is chosen for a term: with new business or a renewal.",
    notFound: "The requested transaction could not be found.",
    notIssuedYet: "Policy {{policyNumber}} has not been issued yet: issue its new business first.",
    alreadyIssued: "Policy {{policyNumber}} is already issued: change it with an endorsement.",
    outOfSequence:
      "This change would take effect on {{effectiveDate}}, before the latest issued transaction ({{latestDate}}). Changes out of sequence are not possible in this version.",
    outsideTerm: "The effective date must fall within the current term, from {{termStart}} to before {{termEnd}}.",
    cancelled: "Policy {{policyNumber}} is cancelled from {{date}}: only a reinstatement can change it now.",
    notCancelled: "Policy {{policyNumber}} has no cancellation to reinstate.",
    notRenewing: "Policy {{policyNumber}} has a notice of non-renewal: its term cannot be renewed.",
    alreadyRenewed: "The term ending on {{termEnd}} has already been renewed or non-renewed.",
    inactive: "Policy {{policyNumber}} is no longer in force.",
    reasonRequired: "Choose why the policy is cancelled.",
    noteRequired: "Write the reason in words: Florida law requires the notice to state it (s. 627.4133(2)(a)).",
    underwriterOnly:
      "Company cancellations, non-renewals, reinstatements and statements of no known loss need underwriting staff; agents issue new business, endorsements and cancellations the insured asked for.",
    bindingSuspended:
      "New business and coverage increases are not bound while the hurricane watch or warning for {{catastrophe}} is in effect (the company's binding suspension).",
    beforeRequest:
      "The insured asked on {{requestedOn}}: their cancellation cannot take effect earlier unless staff record a statement of no known loss.",
    paidLossInTerm: "A loss of {{lossDate}} was paid in this term: the cancellation must take effect after that day.",
    roofInspection:
      "The roof is {{age}} years old: a home with a roof of {{years}} years or more is written after an inspection by an authorized inspector finds at least {{remaining}} years of useful life left (s. 627.7011(5)). Record the roof inspection.",
    inspection: {
      dateRequired:
        "Enter the day of the wind mitigation inspection (form OIR-B1-1802) to issue: its credit lasts {{years}} years from it.",
      future: "The inspection cannot be dated after today, {{today}}.",
      tooOld:
        "The wind mitigation inspection of {{inspectedOn}} is more than {{years}} years old on {{day}}: a new inspection (form OIR-B1-1802) is needed for its credit.",
    },
    reasonRule: {
      nothingPastDue:
        "Non-payment needs an installment past due, and this policy is paid to date (s. 627.4133(2)(a)1., Florida Statutes).",
      afterWindow:
        "After its first {{days}} days a policy may be cancelled only for non-payment, a material misstatement, a failure to meet underwriting requirements or a substantial change in the risk (s. 627.4133(2)(a)3., Florida Statutes).",
      moratoriumOnly:
        "This reason is an exception to the storm moratorium and applies only to a home under it (s. 627.4133(2)(e), Florida Statutes).",
      notForNonRenewal:
        "A non-renewal is the company's decision for a reason other than unpaid premium: unpaid premium ends a policy by cancellation.",
    },
    moratorium: {
      unrepaired:
        "Storm moratorium: the home of claim {{claimNumber}} ({{catastrophe}}) is not repaired yet. A home damaged in a declared hurricane is not cancelled or non-renewed until {{days}} days after its repairs, except for non-payment, fraud or a material misstatement, an unreasonable repair delay or policy limits paid (s. 627.4133(2)(e), Florida Statutes).",
      untilDay:
        "Storm moratorium: the home of claim {{claimNumber}} ({{catastrophe}}) is protected until {{until}}, {{days}} days after its repairs. Until then it is not cancelled or non-renewed except for non-payment, fraud or a material misstatement, an unreasonable repair delay or policy limits paid (s. 627.4133(2)(e), Florida Statutes).",
    },
    nothingChanges: "An endorsement must change at least one field.",
    datesByTransaction: "The dates of an issued policy change only by renewal or cancellation.",
    expirationAfterEffective: "The policy must end after it takes effect.",
    fixedDate: "This transaction takes effect on {{date}}.",
    flatOnlyOnFirstDay: "A flat cancellation takes effect on the term's first day, {{termStart}}.",
    shortRateInsuredOnly:
      "Short rate applies only to cancellations the insured asked for; company cancellations are pro rata.",
    shortRateOff: "The company's rules do not allow short-rate cancellations.",
    notQuoted: "This transaction is {{status}}: only a quoted transaction can be issued or withdrawn.",
    stale: "The policy has changed since this quote was made: quote it again.",
    tooEarly: "This breaks the rule: {{rule}} The earliest effective date allowed today is {{earliest}}.",
    tooLate: "This breaks the rule: {{rule}} It had to be issued by {{latest}}.",
    windowClosed: "This breaks the rule: {{rule}} The window closed on {{latest}}.",
    quoted: "{{type}} quoted.",
    issued: "{{type}} issued.",
    withdrawn: "{{type}} withdrawn.",
    rule: {
      renewalNotice:
        "The renewal premium is offered at least {{days}} days before the term ends (s. 627.4133(1)(a), Florida Statutes).",
      nonRenewalNotice:
        "Notice of non-renewal is given at least {{days}} days before the term ends (s. 627.4133(2)(a), Florida Statutes).",
      nonPaymentNotice:
        "Cancellation for non-payment of premium takes effect at least {{days}} days after its notice (s. 627.4133(2)(a)1., Florida Statutes).",
      newPolicyCancellation:
        "A policy in force for fewer than {{newDays}} days is cancelled with at least {{days}} days' notice (s. 627.4133(2)(a)2., Florida Statutes).",
      cancellationNotice:
        "A policy in force for {{newDays}} days or more is cancelled with at least {{days}} days' notice (s. 627.4133(2)(a), Florida Statutes).",
      stormException:
        "Under the storm moratorium, fraud or a material misstatement, an unreasonable repair delay or policy limits paid take at least {{days}} days' notice (s. 627.4133(2)(e)2., Florida Statutes).",
      renewalInspectionExpired:
        "The renewal premium is offered at least {{days}} days before the term ends (s. 627.4133(1)(a), Florida Statutes). The wind mitigation inspection of {{inspectedOn}} is more than {{years}} years old by the new term, so its credit ends with this renewal; a new inspection (form OIR-B1-1802) brings it back.",
      renewedOnCurrentTerms:
        "The renewal rate table cannot price this home, and no notice of non-renewal was mailed by {{deadline}}: the policy renews on its current terms and premium (s. 627.4133(2)(a), Florida Statutes).",
      reinstatementLapse:
        "Reinstated after the cancellation took effect: back in force from {{reinstatedOn}}, with no cover from {{cancelledOn}} until then.",
      insuredRequest: "Cancelled at the insured's request: no notice period applies.",
      reinstatementWindow:
        "A cancelled policy may be reinstated within {{days}} days of the day the cancellation took effect, from that day, with no gap in cover.",
      proRata:
        "Priced pro rata: the change in annual premium times the days remaining, divided by the days in the term.",
    },
    explain: {
      newBusiness:
        "New business: the policy is written from {{termStart}} to {{termEnd}} for an annual premium of {{after}}; {{amount}} is charged for the term.",
      endorsementCharge:
        "Endorsement from {{effectiveDate}}: the annual premium goes from {{before}} to {{after}}. {{daysRemaining}} of the term's {{daysInTerm}} days remain, so {{amount}} is charged.",
      endorsementRefund:
        "Endorsement from {{effectiveDate}}: the annual premium goes from {{before}} to {{after}}. {{daysRemaining}} of the term's {{daysInTerm}} days remain, so {{amount}} is returned.",
      endorsementNoPremium:
        "Endorsement from {{effectiveDate}}: the annual premium stays {{after}}, so nothing is charged or returned.",
      renewal:
        "Renewal: a new term from {{termStart}} to {{termEnd}} at an annual premium of {{after}} (this term: {{before}}); {{amount}} is charged for the new term.",
      nonRenewal:
        "Non-renewal: the policy ends with its term on {{effectiveDate}} and will not be renewed. Nothing is charged or returned.",
      cancellationProRata:
        "Cancellation from {{effectiveDate}}: {{daysRemaining}} of the term's {{daysInTerm}} days remain, so {{amount}} of the {{before}} annual premium is returned (pro rata).",
      cancellationFlat:
        "Cancellation from the term's first day, {{effectiveDate}}: the whole premium of the term, {{amount}}, is returned (flat).",
      cancellationShortRate:
        "Cancellation from {{effectiveDate}} at the insured's request: {{daysRemaining}} of the term's {{daysInTerm}} days remain; the company keeps {{percent}}% of the pro-rata refund (short rate), so {{amount}} is returned.",
      reinstatement:
        "Reinstatement: the policy is back in force from {{effectiveDate}}, the day it was cancelled, with no gap in cover; the refund of {{amount}} is reversed.",
      reinstatementLapse:
        "Reinstatement with a lapse: the policy is back in force from {{effectiveDate}}, and nothing between the cancellation and that day is covered. {{daysRemaining}} of the term's {{daysInTerm}} days remain, so {{amount}} is charged.",
    },
    ledger: {
      charge: "{{type}} charge",
      refund: "{{type}} refund",
      payment: "Payment {{reference}}",
      installmentFee: "Installment fees",
      refundPaid: "Refund paid to the insured",
    },
  },
  rating: {
    unratable: "The rate table cannot price this home: see the fields marked.",
    coverageARange: "Coverage A must be from {{min}} to {{max}}.",
    yearBuiltFuture: "The home cannot be built after {{year}}.",
    roofBeforeHome: "The roof cannot be older than the home.",
    roofYearFuture: "The roof cannot be put on after {{year}}.",
    zipNotRated: "We do not write homes in ZIP code {{zipCode}}: the rate table covers Florida only.",
    fbcTooOld:
      "A home built in {{year}} cannot answer the Florida Building Code 2001: it governs homes built from 2002 (form OIR-B1-1802, question 1).",
    sfbcTooOld:
      "A home built in {{year}} cannot answer the South Florida Building Code 1994: it governs homes built from 1994 (form OIR-B1-1802, question 1).",
    sfbcOutsideZone:
      "The South Florida Building Code 1994 applies only in the high-velocity hurricane zone, Miami-Dade and Broward counties; ZIP code {{zipCode}} is not there (form OIR-B1-1802, question 1).",
    notRated: "Policy {{policyNumber}} is not priced by the rate table: an underwriter sets its premium.",
    propertyOnly: "Only a Property policy covers a home.",
    premiumRated: "A home's premium and coverage come from the rate table: change what the home is rated on instead.",
    noVersion: "No rate version applies to {{date}}.",
    versionNotFound: "The requested rate version could not be found.",
    versionExists:
      "Rate version {{version}} is already loaded; a loaded version never changes, so load the new numbers under a new name.",
    tableInvalid: "This rate table cannot be loaded: {{problems}}",
    versionLoaded: "Rate version {{version}} loaded.",
    step: {
      aop: {
        base: "All other perils: base rate",
        territory: "Territory",
        construction: "Construction",
        homeAge: "Age of home",
        roofAge: "Roof age",
        protectionClass: "Protection class",
        otherStructures: "Other structures",
        personalProperty: "Personal property",
        lossOfUse: "Loss of use",
        deductible: "All-other-perils deductible",
        rounded: "All other perils premium",
      },
      hurricane: {
        base: "Hurricane: base rate",
        territory: "Territory",
        coastBand: "Distance to the coast",
        construction: "Construction",
        roofAge: "Roof age",
        otherStructures: "Other structures",
        personalProperty: "Personal property",
        lossOfUse: "Loss of use",
        deductible: "Hurricane deductible",
        windMitigation: "Wind mitigation credit",
        rounded: "Hurricane premium",
      },
      fees: {
        policyFee: "Policy fee",
        emergencyFund: "Emergency Management Trust Fund surcharge",
      },
      total: "Total annual premium",
    },
    value: {
      base: "Coverage A {{coverageA}}",
      territory: "{{name}} ({{territory}}), ZIP code {{zipCode}}",
      coastBand: "{{band}}, ZIP code {{zipCode}}",
      homeAge: "Built {{yearBuilt}}: {{years}} years",
      roofAge: "Roof of {{roofYear}}: {{years}} years",
      protectionClass: "Class {{protectionClass}}",
      percentOfA: "{{percent}}% of Coverage A",
      percentDeductible: "{{percent}} of Coverage A",
      inspected: "Inspected (OIR-B1-1802): {{percent}}% credit",
      inspectedCapped: "Inspected (OIR-B1-1802): {{inTable}}% credit in the table, capped at {{max}}%",
      notInspected: "No inspection: {{percent}}% credit",
      rounded: "Rounded to the whole dollar",
      fee: "Flat",
      total: "All other perils {{allOtherPerils}} + hurricane {{hurricane}} + fees {{fees}}",
    },
    effect: {
      perThousand: "{{rate}} per $1,000",
      times: "× {{factor}}",
      credit: "− {{percent}}%",
      add: "+ {{amount}}",
      equals: "= {{amount}}",
    },
  },
  portal: {
    notFound: "The requested portal could not be found.",
    chooseYours: "Choose one of your portals.",
    created: "Portal {{portal}} created.",
    saved: "Portal {{portal}} saved.",
  },
  user: {
    notFound: "The requested user could not be found.",
    emailTaken: "An account with this e-mail address already exists.",
    reactivateFirst: "Reactivate the account first.",
    notYourOwn: "You cannot change your own account here.",
    chooseAgent: "Choose an agent.",
    invited: "Invitation sent to {{email}}.",
    invitedAgain: "Invitation sent again to {{email}}.",
    saved: "{{name}} saved.",
    memberHasNoPassword: "Members sign in with an e-mailed link: their account has no password to reset.",
  },
  ownAccount: {
    notFound: "Your account could not be found.",
    sameEmail: "This is already your e-mail address.",
    wrongCurrentPassword: "That is not your current password.",
    noPassword: "Your account has no password: you sign in with an e-mailed link.",
    wrongPassword: "That password is not right.",
    twoFactorOff: "Two-step verification is off: turn it on first.",
    nameSaved: "Your name has been saved.",
    emailLinkSent: "We sent a link to {{email}}. Your e-mail address changes when you open it.",
    passwordChanged: "Your password has been changed. Your other devices are signed out.",
    backupCodesReady: "Your new backup codes are ready. The old ones no longer work.",
  },
  member: {
    linkSent: "If the details match a policy, we've sent a sign-in link",
    preferenceSaved: "Your preference is saved.",
    receiptNotFound: "There is no receipt for this payment: only a completed payment of your policy has one.",
  },
  billing: {
    renewalPlanSaved: "Your payment plan for the next term is saved.",
    notIssued: "This policy is not issued yet: it has no payment plan.",
    renewalPaid: "The renewal already has a payment on its plan; call us to change it.",
    refundChanged: "The refund on policy {{policyNumber}} is recorded.",
    refundNotFound: "The requested refund could not be found.",
    refundSettled: "This refund is already {{status}}.",
    refundNotHeld: "Only a held refund of a small amount waits for the insured to ask for it.",
  },
  payment: {
    noMatch: "We could not find a policy with this email and policy number.",
    notPayable: "This policy cannot be paid online. Please call customer service.",
    nothingDue: "Nothing is due on this policy right now.",
    unavailable: "Online payment is not available right now. Please call customer service.",
    confirmationInvalid: "This payment confirmation is not valid.",
    linkInvalid: "This payment link is not valid.",
    linkExpired: "This payment link has expired. Start again.",
    settled: "This payment is already settled.",
    redirecting: "Redirecting to secure payment portal...",
    received: "Payment received.",
    notCompleted: "Payment not completed.",
    notificationUnsigned: "This notification is not signed by the payment portal.",
    notificationStale:
      "This notification was signed too long ago (or ahead of our clock): it is refused as a possible replay.",
    notificationSettled: "Payment settled.",
    notificationUnmatched: "This notification matches no payment we started: it is kept for staff to review.",
  },
  notice: {
    notFound: "The requested notice could not be found.",
    notActive: "Only a notice that is showing now can be ended.",
    published: "Notice published.",
    saved: "Notice saved.",
    ended: "Notice ended.",
    deleted: "Notice deleted.",
  },
  apiKey: {
    notFound: "The requested API key could not be found.",
    limit: "You have {{count}} API keys already. Revoke one you no longer use first.",
    created: "API key created. Copy it now: it is shown only once.",
    revoked: "API key revoked.",
  },
  glProduct: {
    notFound: "The requested GL product could not be found.",
    nameTaken: "A GL product with this name already exists.",
    created: "GL product {{name}} created.",
    saved: "GL product {{name}} saved.",
    archived: "GL product {{name}} archived.",
    looksGood: "Looks good.",
    /** SPEC §8's message for each GL call, word for word: what a call refused for its input says (its fields' own messages beside it). */
    failed: {
      list: "Failed to fetch GL products",
      open: "Failed to fetch GL product",
      create: "Failed to create GL product",
      update: "Failed to update GL product",
      edit: "Failed to edit GL product",
      checkField: "Field validation failed",
    },
  },
  insuredAccount: {
    notFound: "The requested account could not be found.",
    blank: "New account.",
    created: "Account {{accountNumber}} created.",
    saved: "Account {{accountNumber}} saved.",
  },
  agentApplication: {
    notFound: "The requested application could not be found.",
    submitted:
      "Application Submitted Successfully! We'll review your application and contact you within 2 business days.",
    moved: "Application {{reference}} is now {{status}}.",
  },
  producerAgreement: {
    unavailable: "The producer agreement is not available right now.",
    refused: "Invalid username or password",
    redirecting: "Redirecting to DocuSign...",
  },
  mail: {
    notFound: "The requested e-mail could not be found.",
    notFailed: "Only an e-mail that failed can be sent again; this one is {{status}}.",
    linkExpired:
      "This e-mail carried a link that has expired, so sending it again would not help: ask the person to request a new one (for an invitation, invite them again from Configure).",
    changed: "This e-mail changed meanwhile; look at it again.",
    resent: "The e-mail to {{to}} will be sent again now.",
  },
  report: {
    unknown: "Unknown report: {{type}}.",
  },
  /** The words of the values a message names ("is now {{status}}"). */
  words: {
    claimStatus: {
      received: "received",
      assigned: "assigned",
      "adjuster contact": "adjuster contact",
      closed: "closed",
    },
    documentStatus: {
      Draft: "Draft",
      "Under Review": "Under Review",
      "Pending Approval": "Pending Approval",
      Approved: "Approved",
      Rejected: "Rejected",
      Completed: "Completed",
    },
    workflowDone: {
      approve: "approved",
      reject: "rejected",
      review: "sent for review",
    },
    applicationStatus: {
      received: "received",
      interviewing: "interviewing",
      appointed: "appointed",
      declined: "declined",
    },
    transactionType: {
      newBusiness: "New business",
      endorsement: "Endorsement",
      renewal: "Renewal",
      nonRenewal: "Non-renewal",
      cancellation: "Cancellation",
      reinstatement: "Reinstatement",
    },
    mailStatus: {
      pending: "waiting to be sent",
      sent: "sent",
      failed: "failed",
    },
    refundStatus: {
      due: "due",
      held: "held until the insured asks",
      paid: "paid",
      withdrawn: "withdrawn",
    },
    transactionStatus: {
      quoted: "quoted",
      issued: "issued",
      withdrawn: "withdrawn",
    },
    construction: {
      frame: "Frame",
      masonry: "Masonry",
    },
    coastBand: {
      under1: "Under 1 mile",
      "1to5": "1 to 5 miles",
      "5to10": "5 to 10 miles",
      over10: "Over 10 miles",
    },
  },
  /**
   * better-auth's refusals (sign-in, two-step codes, password reset), by the
   * code its answers carry. Its English stays as it wrote it; other languages
   * get these in place of its message (server/auth/auth-answer-language.ts).
   */
  auth: {
    INVALID_USERNAME_OR_PASSWORD: "Invalid username or password",
    EMAIL_NOT_VERIFIED: "Email not verified",
    UNEXPECTED_ERROR: "Unexpected error",
    USERNAME_IS_ALREADY_TAKEN: "Username is already taken. Please try another.",
    USERNAME_TOO_SHORT: "Username is too short",
    USERNAME_TOO_LONG: "Username is too long",
    INVALID_USERNAME: "Username is invalid",
    INVALID_DISPLAY_USERNAME: "Display username is invalid",
    USERNAME_IS_IMMUTABLE: "Username cannot be updated",
    OTP_NOT_ENABLED: "OTP not enabled",
    OTP_NOT_CONFIGURED: "OTP is not available",
    OTP_HAS_EXPIRED: "OTP has expired",
    TOTP_NOT_ENABLED: "TOTP not enabled",
    TOTP_ALREADY_ENABLED: "TOTP is already enabled",
    TOTP_NOT_CONFIGURED: "TOTP is not available",
    TWO_FACTOR_NOT_ENABLED: "Two factor isn't enabled",
    BACKUP_CODES_NOT_ENABLED: "Backup codes aren't enabled",
    INVALID_BACKUP_CODE: "Invalid backup code",
    INVALID_CODE: "Invalid code",
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many attempts. Please request a new code.",
    ACCOUNT_TEMPORARILY_LOCKED:
      "Too many failed verification attempts. Your account is temporarily locked. Please try again later.",
    INVALID_TWO_FACTOR_COOKIE: "Invalid two factor cookie",
    USER_NOT_FOUND: "User not found",
    FAILED_TO_CREATE_USER: "Failed to create user",
    FAILED_TO_CREATE_SESSION: "Failed to create session",
    FAILED_TO_UPDATE_USER: "Failed to update user",
    FAILED_TO_GET_SESSION: "Failed to get session",
    INVALID_PASSWORD: "Invalid password",
    INVALID_EMAIL: "Invalid email",
    INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
    INVALID_USER: "Invalid user",
    SOCIAL_ACCOUNT_ALREADY_LINKED: "Social account already linked",
    PROVIDER_NOT_FOUND: "Provider not found",
    INVALID_TOKEN: "Invalid token",
    TOKEN_EXPIRED: "Token expired",
    ID_TOKEN_NOT_SUPPORTED: "id_token not supported",
    FAILED_TO_GET_USER_INFO: "Failed to get user info",
    USER_EMAIL_NOT_FOUND: "User email not found",
    PASSWORD_TOO_SHORT: "Password too short",
    PASSWORD_TOO_LONG: "Password too long",
    USER_ALREADY_EXISTS: "User already exists.",
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "User already exists. Use another email.",
    EMAIL_CAN_NOT_BE_UPDATED: "Email can not be updated",
    CHANGE_EMAIL_DISABLED: "Change email is disabled",
    CREDENTIAL_ACCOUNT_NOT_FOUND: "Credential account not found",
    SESSION_EXPIRED: "Session expired. Re-authenticate to perform this action.",
    FAILED_TO_UNLINK_LAST_ACCOUNT: "You can't unlink your last account",
    ACCOUNT_NOT_FOUND: "Account not found",
    USER_ALREADY_HAS_PASSWORD: "User already has a password. Provide that to delete the account.",
    CROSS_SITE_NAVIGATION_LOGIN_BLOCKED:
      "Cross-site navigation login blocked. This request appears to be a CSRF attack.",
    VERIFICATION_EMAIL_NOT_ENABLED: "Verification email isn't enabled",
    EMAIL_ALREADY_VERIFIED: "Email is already verified",
    EMAIL_MISMATCH: "Email mismatch",
    SESSION_NOT_FRESH: "Session is not fresh",
    LINKED_ACCOUNT_ALREADY_EXISTS: "Linked account already exists",
    INVALID_ORIGIN: "Invalid origin",
    INVALID_CALLBACK_URL: "Invalid callbackURL",
    INVALID_REDIRECT_URL: "Invalid redirectURL",
    INVALID_ERROR_CALLBACK_URL: "Invalid errorCallbackURL",
    INVALID_NEW_USER_CALLBACK_URL: "Invalid newUserCallbackURL",
    MISSING_OR_NULL_ORIGIN: "Missing or null Origin",
    CALLBACK_URL_REQUIRED: "callbackURL is required",
    FAILED_TO_CREATE_VERIFICATION: "Unable to create verification",
    FIELD_NOT_ALLOWED: "Field not allowed to be set",
    ASYNC_VALIDATION_NOT_SUPPORTED: "Async validation is not supported",
    VALIDATION_ERROR: "Validation Error",
    MISSING_FIELD: "Field is required",
    METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED:
      "POST method requires deferSessionRefresh to be enabled in session config",
    BODY_MUST_BE_AN_OBJECT: "Body must be an object",
    PASSWORD_ALREADY_SET: "User already has a password set",
  },
} as const;
