import type { Language } from "../../../shared/constants";
import { formatCents, formatMoney, localeOf } from "../../../shared/format";
import { message, type Message } from "../../../shared/messages/message";
import { renderMessage } from "../../../shared/messages/render";
import type { Ho3Rating, StoredRating, WorksheetLine, WorksheetStep } from "../../../shared/rating";

type Input = WorksheetStep["input"];
const text = (input: Input, name: string) => String(input[name] ?? "");
const number = (input: Input, name: string) => Number(input[name] ?? 0);

/** What the home has, for the step: "Built 2004: 22 years". */
function valueOf(step: WorksheetStep, language: Language): Message | string {
  const { input } = step;
  const money = (dollars: number) => formatMoney(dollars, language);
  const [, what] = step.key.split(".") as [string, string | undefined];
  switch (what ?? step.key) {
    case "base":
      return message("rating.value.base", { coverageA: money(number(input, "coverageA")) });
    case "territory":
      return message("rating.value.territory", {
        name: text(input, "name"),
        territory: text(input, "territory"),
        zipCode: text(input, "zipCode"),
      });
    case "coastBand":
      return message("rating.value.coastBand", {
        band: { key: `words.coastBand.${text(input, "coastBand") as "under1"}` },
        zipCode: text(input, "zipCode"),
      });
    case "construction":
      return { key: `words.construction.${text(input, "construction") as "frame"}`, params: {} };
    case "homeAge":
      return message("rating.value.homeAge", { yearBuilt: text(input, "yearBuilt"), years: number(input, "years") });
    case "roofAge":
      return message("rating.value.roofAge", { roofYear: text(input, "roofYear"), years: number(input, "years") });
    case "protectionClass":
      return message("rating.value.protectionClass", { protectionClass: number(input, "protectionClass") });
    case "otherStructures":
    case "personalProperty":
    case "lossOfUse":
      return message("rating.value.percentOfA", { percent: number(input, "percent") });
    case "deductible": {
      const deductible = text(input, "deductible");
      return deductible.endsWith("%")
        ? message("rating.value.percentDeductible", { percent: deductible })
        : money(Number(deductible));
    }
    case "windMitigation": {
      const [percent, inTable] = [number(input, "creditPercent"), number(input, "tableCreditPercent")];
      if (input.inspected !== "yes") {
        return message("rating.value.notInspected", { percent: percentNumber(percent, language) });
      }
      return inTable > percent
        ? message("rating.value.inspectedCapped", {
            inTable: percentNumber(inTable, language),
            max: percentNumber(percent, language),
          })
        : message("rating.value.inspected", { percent: percentNumber(percent, language) });
    }
    case "rounded":
      return "rating.value.rounded";
    case "policyFee":
    case "emergencyFund":
      return "rating.value.fee";
    case "total":
      return message("rating.value.total", {
        allOtherPerils: formatCents(number(input, "allOtherPerilsCents"), language),
        hurricane: formatCents(number(input, "hurricaneCents"), language),
        fees: formatCents(number(input, "feesCents"), language),
      });
    default:
      return "";
  }
}

/** One formatter per language and kind: making one costs about 50 µs, as much as pricing a home. */
const numberFormats = (options: Intl.NumberFormatOptions) =>
  Object.fromEntries(
    Object.entries(localeOf).map(([language, locale]) => [language, new Intl.NumberFormat(locale, options)]),
  ) as Record<Language, Intl.NumberFormat>;
const percents = numberFormats({ maximumFractionDigits: 1 });
const factors = numberFormats({ minimumFractionDigits: 3 });

const percentNumber = (value: number, language: Language) => percents[language].format(value);

/** What the step does to the price: "× 1.150", "+ $25.00", "− 60%", "$0.29 per $1,000". */
function effectOf(step: WorksheetStep, language: Language): Message {
  if (step.key === "hurricane.windMitigation") {
    return message("rating.effect.credit", {
      percent: percentNumber(number(step.input, "creditPercent"), language),
    });
  }
  if (step.key.endsWith(".base")) {
    return message("rating.effect.perThousand", { rate: formatCents(number(step.input, "centsPer1000"), language) });
  }
  if (step.factor !== null) {
    const factor = factors[language].format(Number(step.factor));
    return message("rating.effect.times", { factor });
  }
  if (step.addCents !== null) return message("rating.effect.add", { amount: formatCents(step.addCents, language) });
  return message("rating.effect.equals", { amount: formatCents(step.amountCents, language) });
}

/** One stored step as a person reads it. */
export function worksheetLine(step: WorksheetStep, language: Language): WorksheetLine {
  const value = valueOf(step, language);
  return {
    key: step.key,
    part: step.part,
    name: renderMessage({ key: `rating.step.${step.key}`, params: {} } as Message, language),
    value: renderMessage(value, language),
    effect: renderMessage(effectOf(step, language), language),
    factor: step.factor === null ? null : Number(step.factor),
    amountCents: step.amountCents,
  };
}

/** A stored price with its worksheet in the reader's language. */
export function ratingIn(rating: StoredRating, language: Language): Ho3Rating {
  const { steps, ...price } = rating;
  return { ...price, worksheet: steps.map((step) => worksheetLine(step, language)) };
}
