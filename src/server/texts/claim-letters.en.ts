/**
 * The letters a claim sends its insured (decision 0047), in English; the
 * Italian file holds the same keys. The Bill of Rights and the mediation
 * notice say in our words what s. 627.7142 and s. 627.7015 require them to say.
 */
export const claimLettersEn = {
  sent: "Sent {{date}}",
  claimNumber: "Claim number",
  policyNumber: "Policy number",
  dateOfLoss: "Date of loss",
  insured: "Insured",
  adjuster: "Your adjuster",
  adjusterContact: "{{name}}, {{email}}{{phone}}",
  phone: ", {{phone}}",
  questions:
    "Questions? Call our claims line, open 24/7, at {{phone}}, or write to {{email}}, with your claim number. You can follow your claim, see its letters and add photos and documents in the member portal.",
  summary:
    "This letter is about one claim. It does not change your policy; the policy's own wording decides what it covers.",
  acknowledgement: {
    title: "Acknowledgement of claim {{claimNumber}}",
    heading: "We received your claim",
    received: "We received notice of your claim on {{receivedOn}} and have opened claim {{claimNumber}}.",
    nextHeading: "What happens next",
    next: "We will begin our investigation within {{investigationDays}} days of receiving your proof of loss and inspect your home within {{inspectionDays}} days of it. We will tell you our decision, and pay what is covered, by {{decisionDue}} ({{decisionDays}} days after your notice).",
    youHeading: "What we need from you",
    you: "Send us a proof of loss: what was damaged, what it will cost to repair or replace, with photos, estimates and receipts. Protect your home from further damage and keep the receipts for what that costs. Please tell us before you sign a contract for repairs.",
    rightsHeading: "Homeowner Claims Bill of Rights (s. 627.7142, Florida Statutes)",
    rightsIntro:
      "This summarizes, in plain words, your rights and duties in the claims process under Florida law. It is not all of your rights under your policy or Florida law, and the timelines have exceptions for events beyond our control.",
    rights: [
      "You have the right to an acknowledgement of your claim within 7 days after you reported it.",
      "After you send a complete proof of loss, on your written request, we confirm within 30 days that your claim is covered in full, partly covered or denied, or that we are still investigating it.",
      "Within 60 days of your notice, you receive full payment, payment of the part not in dispute, or our denial in writing, unless circumstances beyond our control prevent it.",
      "You may have a disputed claim mediated free of charge by the Florida Department of Financial Services, Division of Consumer Services, under most circumstances.",
      "If your claim is for sinkhole damage covered by your policy, you may ask for a neutral evaluation.",
      "For help with a claim, call the Department's Insurance Consumer Helpline, toll-free, at 1-877-693-5236, or visit myfloridacfo.com.",
    ],
    dutiesHeading: "Your responsibilities",
    duties: [
      "Contact us before you sign a repair contract; read any contract carefully, and know that you may have the right to cancel it within a few days.",
      "Make the emergency repairs needed to prevent further damage, and keep the receipts.",
      "Give us the information and documents we ask for, and let us inspect the damaged property.",
    ],
  },
  decision: {
    title: "Coverage decision on claim {{claimNumber}}",
    heading: "Our decision on your claim",
    statements: {
      covered: "Your claim is covered under your policy.",
      partlyCovered: "Your claim is partly covered under your policy.",
      denied: "We are unable to cover your claim.",
    },
    reason: "Why",
    provision: "Policy provision",
    payments:
      "We will pay what is covered, less your deductible; each payment comes with a letter showing the arithmetic.",
  },
  mediation: {
    heading: "Your right to mediation (s. 627.7015, Florida Statutes)",
    body: "If you disagree with our decision or the amount we pay, you may ask for a mediation conference through the Florida Department of Financial Services, Division of Consumer Services: a neutral mediator helps you and us settle the claim, and we pay the mediator's fee. Ask the Department at 1-877-693-5236 or myfloridacfo.com before you start an appraisal or a lawsuit.",
  },
  payment: {
    title: "Payment on claim {{claimNumber}}",
    heading: "A payment on your claim",
    coverage: "Coverage",
    coverages: {
      A: "A. Dwelling",
      B: "B. Other structures",
      C: "C. Personal property",
      D: "D. Loss of use",
      expense: "Claim expense",
    },
    payee: "Paid to",
    method: "Method",
    methods: { check: "Check", ach: "Bank transfer (ACH)" },
    gross: "Amount of the loss paid",
    deductible: "Less your deductible",
    deductibleLeft: "Deductible left to meet",
    interest: "Plus interest for late payment",
    net: "Payment",
    noCheck: "Your deductible takes all of this amount, so no payment is issued; it counts toward your deductible.",
    kinds: {
      allOtherPerils: "Your all-other-perils deductible applies once to this claim.",
      hurricane:
        "Your hurricane deductible applies once each calendar year across all your hurricane claims with us (s. 627.701(5), Florida Statutes); for a later hurricane in the same year, the greater of what is left of it and your all-other-perils deductible applies.",
    },
    interestNote:
      "This payment came after the deadline for our decision, so it includes interest from the date of your notice (s. 627.70131(5)(a), Florida Statutes).",
  },
  closing: {
    title: "Claim {{claimNumber}} closed",
    heading: "Your claim is closed",
    closed: "We closed claim {{claimNumber}} on {{closedOn}}. In all we paid {{paid}} on it.",
    reopenHeading: "If you find more damage",
    reopen:
      "You may ask us to reopen this claim until {{reopenUntil}}, or file a supplemental claim for more damage from the same loss until {{supplementalUntil}} (s. 627.70132, Florida Statutes).",
  },
  mail: {
    subjects: {
      acknowledgement: "Your claim {{claimNumber}}: what happens next and your rights",
      decision: "Our decision on your claim {{claimNumber}}",
      payment: "A payment on your claim {{claimNumber}}",
      closing: "Your claim {{claimNumber}} is closed",
    },
    intro: "We have sent you a letter about claim {{claimNumber}} (policy {{policyNumber}}): {{gist}}",
    gists: {
      acknowledgement: "we received it, what happens next, and your rights under Florida law.",
      decision: "our coverage decision and your right to mediation.",
      payment: "a payment of {{net}} ({{gross}} less a deductible of {{deductible}}).",
      closing: "the claim is closed, and how to reopen it if you find more damage.",
    },
    read: "Read or download it in your documents: {{url}}",
  },
};
