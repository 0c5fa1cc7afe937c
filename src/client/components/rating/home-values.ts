import {
  windMitigationOptions,
  windMitigationQuestions,
  type Home,
  type WindMitigation,
  type WindMitigationQuestion,
} from "../../../shared/rating";

/** A home's fields as the inputs hold them: text, and whether the home was inspected. */
export interface HomeValues {
  coverageA: string;
  yearBuilt: string;
  construction: string;
  roofYear: string;
  zipCode: string;
  protectionClass: string;
  aopDeductible: string;
  hurricaneDeductible: string;
  otherStructuresPercent: string;
  personalPropertyPercent: string;
  lossOfUsePercent: string;
  /** "no" sends `windMitigation: null`; "yes" sends the seven answers. */
  inspected: "yes" | "no";
  windMitigation: Record<WindMitigationQuestion, string>;
  /** The inspection's day (YYYY-MM-DD), or "" when not given: a quote assumes a current form, issuing needs it. */
  inspectedOn: string;
  /** A roof inspection (s. 627.7011(5)): both "" when there is none. */
  roofInspection: { inspectedOn: string; remainingLifeYears: string };
}

const noAnswers = Object.fromEntries(windMitigationQuestions.map((question) => [question, ""])) as Record<
  WindMitigationQuestion,
  string
>;

/** A home not yet described: the schema's default shares of Coverage A, no inspection. */
export const emptyHomeValues: HomeValues = {
  coverageA: "",
  yearBuilt: "",
  construction: "",
  roofYear: "",
  zipCode: "",
  protectionClass: "",
  aopDeductible: "",
  hurricaneDeductible: "",
  otherStructuresPercent: "10",
  personalPropertyPercent: "50",
  lossOfUsePercent: "20",
  inspected: "no",
  windMitigation: noAnswers,
  inspectedOn: "",
  roofInspection: { inspectedOn: "", remainingLifeYears: "" },
};

export function homeValuesOf(home: Home): HomeValues {
  return {
    coverageA: String(home.coverageA),
    yearBuilt: String(home.yearBuilt),
    construction: home.construction,
    roofYear: String(home.roofYear),
    zipCode: home.zipCode,
    protectionClass: String(home.protectionClass),
    aopDeductible: String(home.aopDeductible),
    hurricaneDeductible: home.hurricaneDeductible,
    otherStructuresPercent: String(home.otherStructuresPercent),
    personalPropertyPercent: String(home.personalPropertyPercent),
    lossOfUsePercent: String(home.lossOfUsePercent),
    inspected: home.windMitigation ? "yes" : "no",
    windMitigation: home.windMitigation ? answersOf(home.windMitigation) : noAnswers,
    inspectedOn: home.windMitigation?.inspectedOn ?? "",
    roofInspection: {
      inspectedOn: home.roofInspection?.inspectedOn ?? "",
      remainingLifeYears: home.roofInspection ? String(home.roofInspection.remainingLifeYears) : "",
    },
  };
}

const answersOf = (wind: WindMitigation) =>
  Object.fromEntries(windMitigationQuestions.map((question) => [question, wind[question]])) as Record<
    WindMitigationQuestion,
    string
  >;

/** Typed whole numbers as numbers; empty is NaN, so the schema's own check refuses it. */
const whole = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed));

/** What the inputs make of a home, for `homeSchema` to judge (numbers as numbers, no inspection as null). */
export function homeOf(values: HomeValues) {
  return {
    coverageA: whole(values.coverageA),
    yearBuilt: whole(values.yearBuilt),
    construction: values.construction,
    roofYear: whole(values.roofYear),
    zipCode: values.zipCode.trim(),
    protectionClass: whole(values.protectionClass),
    aopDeductible: whole(values.aopDeductible),
    hurricaneDeductible: values.hurricaneDeductible,
    otherStructuresPercent: whole(values.otherStructuresPercent),
    personalPropertyPercent: whole(values.personalPropertyPercent),
    lossOfUsePercent: whole(values.lossOfUsePercent),
    windMitigation:
      values.inspected === "yes"
        ? { ...values.windMitigation, ...(values.inspectedOn ? { inspectedOn: values.inspectedOn } : {}) }
        : null,
    ...roofInspectionOf(values.roofInspection),
  };
}

/** A roof inspection when either of its fields is filled in (the schema asks for both); nothing otherwise. */
const roofInspectionOf = ({ inspectedOn, remainingLifeYears }: HomeValues["roofInspection"]) =>
  inspectedOn || remainingLifeYears.trim()
    ? { roofInspection: { inspectedOn, remainingLifeYears: whole(remainingLifeYears) } }
    : {};

const sameAnswers = (a: WindMitigation | null, b: Record<string, string> | null) =>
  a === null || b === null
    ? a === b
    : windMitigationQuestions.every((question) => a[question] === b[question]) &&
      (a.inspectedOn ?? "") === (b.inspectedOn ?? "");

/**
 * An endorsement's `changes.home`: only what differs from the home as it is;
 * the inspection's answers, when they differ at all, are sent whole.
 */
export function homeChangesOf(before: Home, values: HomeValues): Record<string, unknown> {
  const after = homeOf(values);
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    // A roof inspection is for writing and renewing the home; an endorsement does not carry it.
    if (field === "roofInspection") continue;
    if (field === "windMitigation") {
      if (!sameAnswers(before.windMitigation, after.windMitigation)) changes[field] = value;
    } else if (value !== before[field as keyof Home]) {
      changes[field] = value;
    }
  }
  return changes;
}

/**
 * The answers in the order the OIR-B1-1802 form lists them (A, B, C…), an
 * unknown last; the shared lists run worst to best instead.
 */
export const answerOrder = {
  buildingCode: ["fbc2001", "sfbc1994", "unknown"],
  roofCovering: ["compliant", "notCompliant", "unknown"],
  roofDeckAttachment: ["A", "B", "C", "D", "unknown"],
  roofToWall: ["toeNails", "clips", "singleWraps", "doubleWraps", "structural", "unknown"],
  roofShape: ["hip", "flat", "other"],
  secondaryWaterResistance: ["yes", "no", "unknown"],
  openingProtection: ["hurricane", "basic", "none"],
} as const satisfies { [Q in WindMitigationQuestion]: readonly (typeof windMitigationOptions)[Q][number][] };
