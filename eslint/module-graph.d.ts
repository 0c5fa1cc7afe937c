/** Types of module-graph.js, which ESLint's config and the figures script load as plain JavaScript. */
export function moduleGraph(modulesDir: string): Map<string, Set<string>>;
export function cyclesOf(graph: Map<string, Set<string>>): string[][];
