import { agentProgramFigures } from "../../../../shared/constants";

export type ProgramFigureKey = keyof typeof agentProgramFigures;

const figureOrder: readonly ProgramFigureKey[] = [
  "activeAgents",
  "yearsExperience",
  "agentSatisfaction",
  "commissionsPaid",
];

/**
 * The agent program's marketing figures (SPEC §9) as a list, each a big
 * figure followed by its label, so a screen reader says "500+ Active Agents".
 */
export function ProgramFigures({ labels }: { labels: Record<ProgramFigureKey, string> }) {
  return (
    <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {figureOrder.map((key) => (
        <li key={key} className="rounded-lg border border-border bg-surface p-6 text-center shadow-sm">
          <span className="block text-4xl font-bold tracking-tight text-primary sm:text-5xl">
            {agentProgramFigures[key]}
          </span>{" "}
          <span className="mt-2 block text-lg text-muted-foreground">{labels[key]}</span>
        </li>
      ))}
    </ul>
  );
}
