/**
 * Prints one scenario's figures as an aligned block, so a CI log shows what
 * each reliability scenario measured, not only that it passed.
 */
export function printFigures(scenario: string, figures: Record<string, string | number>): void {
  const width = Math.max(...Object.keys(figures).map((name) => name.length));
  const lines = Object.entries(figures).map(([name, value]) => `  ${name.padEnd(width)}  ${value}`);
  console.log(`\n[reliability] ${scenario}\n${lines.join("\n")}\n`);
}

export const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
