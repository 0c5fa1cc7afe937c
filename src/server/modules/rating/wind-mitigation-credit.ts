import {
  improvableQuestions,
  uninspected,
  windMitigationOptions,
  windMitigationQuestions,
  type RateTable,
  type WindCredit,
  type WindMitigation,
} from "../../../shared/rating";

type WindTable = RateTable["windMitigation"];

/** The key of a combination of answers in the credit table: each answer's group, in the form's order. */
export const creditKey = (table: WindTable, answers: WindMitigation) =>
  windMitigationQuestions.map((question) => table.groups[question][answers[question]]).join("|");

/**
 * The table's credit for a combination of answers, looked up whole (features
 * are not multiplied one by one), then capped. A home with no inspection is
 * rated as if every answer were the worst.
 */
export function windCreditPercent(table: WindTable, answers: WindMitigation | null): number {
  return Math.min(tableCreditPercent(table, answers), table.maxCreditPercent);
}

/** The credit the table gives the combination, before the cap. */
export function tableCreditPercent(table: WindTable, answers: WindMitigation | null): number {
  const key = creditKey(table, answers ?? uninspected);
  const credit = table.credits[key];
  if (credit === undefined) throw new Error(`the rate table has no credit for ${key}`);
  return credit;
}

/** One better answer, all others kept: what the credit would be. */
function withAnswer(answers: WindMitigation, question: keyof WindMitigation, answer: string): WindMitigation {
  return { ...answers, [question]: answer };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The public calculator's answer: the credit for these answers and, for each
 * thing an owner can change, every better answer and what it would add.
 */
export function windCredit(table: RateTable, answers: WindMitigation): WindCredit {
  const wind = table.windMitigation;
  const creditPercent = windCreditPercent(wind, answers);
  const improvements = improvableQuestions.flatMap((question) => {
    const options = windMitigationOptions[question] as readonly string[];
    return options.slice(options.indexOf(answers[question]) + 1).map((answer) => {
      const improved = windCreditPercent(wind, withAnswer(answers, question, answer));
      return { question, answer, creditPercent: improved, addsPercent: oneDecimal(improved - creditPercent) };
    });
  });
  return {
    rateVersion: table.version,
    illustrative: table.illustrative,
    creditPercent,
    maxCreditPercent: wind.maxCreditPercent,
    uninspectedCreditPercent: windCreditPercent(wind, null),
    improvements,
  };
}

/** Every combination of the seven answers (7,290): what a table must price and never let an improvement cost more. */
export function* everyCombination(): Generator<WindMitigation> {
  const [first, ...rest] = windMitigationQuestions;
  function* from(index: number, partial: Partial<WindMitigation>): Generator<WindMitigation> {
    const question = [first!, ...rest][index];
    if (!question) {
      yield partial as WindMitigation;
      return;
    }
    for (const answer of windMitigationOptions[question]) yield* from(index + 1, { ...partial, [question]: answer });
  }
  yield* from(0, {});
}

/**
 * Why a table's credits cannot be loaded: a combination without a credit, or
 * one better answer that lowers the credit. Answers the first problem found.
 */
export function creditTableProblem(table: WindTable): string | null {
  for (const question of windMitigationQuestions) {
    for (const answer of windMitigationOptions[question]) {
      if (table.groups[question][answer] === undefined) return `no group for ${question} "${answer}"`;
    }
  }
  for (const answers of everyCombination()) {
    const credit = table.credits[creditKey(table, answers)];
    if (credit === undefined) return `no credit for ${creditKey(table, answers)}`;
    if (Math.round(credit * 10) !== credit * 10)
      return `credit ${credit} for ${creditKey(table, answers)} has more than one decimal`;
    for (const question of windMitigationQuestions) {
      const options = windMitigationOptions[question] as readonly string[];
      const next = options[options.indexOf(answers[question]) + 1];
      if (next === undefined) continue;
      const better = table.credits[creditKey(table, withAnswer(answers, question, next))];
      if (better !== undefined && better < credit) {
        return `${question} "${next}" lowers the credit of ${creditKey(table, answers)} from ${credit} to ${better}`;
      }
    }
  }
  return null;
}
