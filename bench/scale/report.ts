/** What one check found: whether it held, and the figures that show it. */
export interface Verdict {
  passed: boolean;
  figures: string;
}

const results: boolean[] = [];

/** Runs one check and prints it as a PASS/FAIL line with its figures; an exception is a FAIL with its message. */
export async function check(title: string, run: () => Promise<Verdict>): Promise<void> {
  let verdict: Verdict;
  try {
    verdict = await run();
  } catch (error) {
    verdict = { passed: false, figures: `error: ${(error as Error).message}` };
  }
  results.push(verdict.passed);
  console.log(`${verdict.passed ? "PASS" : "FAIL"}  ${title}\n      ${verdict.figures.replaceAll("\n", "\n      ")}`);
}

export function failedCount(): number {
  return results.filter((passed) => !passed).length;
}

export function checkedCount(): number {
  return results.length;
}
