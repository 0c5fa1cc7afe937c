import { apiKeyLifetimesDays } from "../api-key";
import { claimNoteMaxLength, claimPhotoLimits } from "../claim-limits";
import { accountNameMaxLength } from "../own-account";
import { passwordMaxLength, passwordMinLength } from "../password-policy";

/**
 * The messages of the shared schemas' checks, in English: the server answers
 * them when a request breaks a rule, and a form shows them when it has no
 * words of its own for the field. Keys are what the schemas hold
 * (`message("check.claim.category")`); texts are read in the reader's
 * language where they are shown. The Italian is checks.it.ts.
 */
export const checksEn = {
  check: {
    anyChange: "Send at least one field to change.",
    chooseState: "Choose a state.",
    apiKey: {
      name: "Give the key a name.",
      lifetime: `Choose ${apiKeyLifetimesDays.slice(0, -1).join(", ")} or ${apiKeyLifetimesDays.at(-1)} days.`,
    },
    language: "Choose a language.",
    phone: {
      characters: "Use digits, spaces and + ( ) - . only.",
      length: "Use at most 30 characters.",
    },
    refund: {
      reference: "Enter the check number or the transfer's reference.",
    },
    yesOrNo: "Choose Yes or No.",
    firstName: "Enter your first name.",
    lastName: "Enter your last name.",
    password: "Enter your password.",
    policyNumber: "Enter the policy number.",
    date: {
      real: "Enter a real date.",
      example: "Enter a date such as 2026-01-01.",
      dateTime: "Enter a date and time.",
      expirationAfterEffective: "The expiration date must be after the effective date.",
    },
    money: {
      atMostBillion: "Must be at most $1,000,000,000.",
      wholeCents: "Use a whole number of cents.",
      wholeDollars: "Use whole dollars.",
      moreThanZero: "Must be more than 0.",
      notNegative: "Cannot be negative.",
      dollars: "Enter an amount in dollars, like 1,250.00.",
    },
    email: {
      valid: "Enter a valid e-mail address.",
      example: "Enter an e-mail address such as name@example.com.",
    },
    catastrophe: {
      tooLong: "One storm's watches and warnings last 30 days at most: check the dates.",
      name: "Name the catastrophe.",
      peril: "Choose hurricane or other.",
      from: "Enter when the first watch or warning was issued.",
      until: "Enter when the last watch or warning ended.",
      untilAfterFrom: "The last watch or warning cannot end before the first was issued.",
    },
    claimFile: {
      adjuster: "Choose the adjuster.",
      decision: "Choose covered, partly covered or denied.",
      provision: "Name the policy provision the denial rests on.",
      reopenKind: "Choose reopened or supplemental.",
      reason: "Give the reason.",
      coverage: "Choose A, B, C, D or expense.",
      payee: "Name who is paid.",
      method: "Choose check or ACH.",
      eventKind: "Choose proof of loss, investigation started, inspected or repairs completed.",
      eventDay: "Enter the day it happened.",
    },
    claim: {
      memberFirstName: "Enter the member's first name.",
      memberLastName: "Enter the member's last name.",
      dateOfLoss: "Enter the date of loss.",
      futureLoss: "The date of loss cannot be in the future.",
      category: "Choose a category.",
      relationship: "Choose your relationship to the member.",
      address: "Enter the address.",
      city: "Enter the city.",
      zip: "Enter the ZIP code.",
      lossDetails: "Describe what happened.",
      photoAgain: "Upload the photo again.",
      tooManyPhotos: `Attach at most ${claimPhotoLimits.count} photos.`,
      status: "Choose a status.",
      noteTooLong: `Keep the note under ${claimNoteMaxLength} characters.`,
    },
    agentApplication: {
      fullName: "Enter your first and last name.",
      phone: "Enter your phone number.",
      phoneCharacters: "Use digits, spaces and + ( ) - only.",
      licenseNumber: "Enter your license number.",
      licenseState: "Choose your license state.",
      experience: "Choose your years of experience.",
      agreeToTerms: "Agree to the terms to apply.",
    },
    notice: {
      englishText: "Enter the English text.",
      link: "Use an https:// address or a site path starting with /.",
      endAfterStart: "The end must be after the start.",
    },
    glProduct: {
      name: "Enter the product name.",
      productType: "Choose a product type.",
      status: "Choose active, inactive or draft.",
      premium: "Enter the premium in whole dollars.",
      coverage: "Enter the coverage.",
      atLeastOneCoverage: "Add at least one coverage.",
      formNumber: "Use a form number such as CG 00 01 04 13.",
      pageSize: "Choose 10, 25, 50 or 100 per page.",
      fieldName: "Choose a field of the GL product form.",
    },
    insuredAccount: {
      name: "Enter the account name.",
      businessType: "Choose a business type.",
      zip: "Use a ZIP code such as 33602 or 33602-1234.",
      status: "Choose active or inactive.",
    },
    document: {
      name: "Enter the document name.",
      unsafeName: "Names cannot hold line breaks or other control characters.",
      rejectReason: "Give the reason for rejecting the document.",
    },
    member: {
      email: "Enter your email.",
      validEmail: "Enter a valid email address.",
      policyNumber: "Enter your policy number.",
      communication: "Choose e-mail or paper.",
    },
    payment: {
      insuredEmail: "Enter the e-mail address of the insured's account.",
    },
    address: {
      street: "Enter the street address.",
      city: "Enter the city.",
    },
    interest: {
      name: "Enter the name of the mortgagee or lienholder.",
    },
    policy: {
      insuredName: "Enter the insured's name.",
      zip: "Use a ZIP code such as 33602.",
    },
    rating: {
      year: "Enter a year such as 2004.",
      zip: "Use a five-digit Florida ZIP code such as 33606.",
      protectionClass: "Choose a protection class from 1 to 10.",
      aopDeductible: "Choose a deductible of $500, $1,000 or $2,500.",
      percentOption: "Choose one of the percentages offered.",
      inspectedOn: "Enter the inspection date as a full date.",
      remainingLife: "Enter the years of useful life left as a whole number from 0 to 60.",
      factorDecimals: "A factor has at most three decimals.",
      version: "Name the version with letters, digits, dots, dashes or underscores (at most 40).",
    },
    portal: {
      name: "Enter the portal name.",
      companyName: "Enter the company name.",
    },
    signIn: {
      username: "Enter your username.",
      login: "Enter your username or email.",
      code: "Enter the code.",
      email: "Enter your e-mail address.",
    },
    ownAccount: {
      name: "Enter your name.",
      nameTooLong: `Use at most ${accountNameMaxLength} characters.`,
      newEmail: "Enter your new e-mail address.",
      emailTooLong: "An e-mail address has at most 254 characters.",
      currentPassword: "Enter your current password.",
      newPassword: "Enter a new password.",
      passwordTooShort: `Use at least ${passwordMinLength} characters.`,
      passwordTooLong: `Use at most ${passwordMaxLength} characters.`,
      passwordCommon: "This password is too common. Choose another one.",
      passwordRepetitive: "Use more different characters.",
      passwordsDiffer: "The two passwords do not match.",
    },
    userAdmin: {
      name: "Enter the person's name.",
      role: "Choose a role.",
      roleActiveOrPhone: "Send a role, active or phone.",
    },
  },
} as const;
