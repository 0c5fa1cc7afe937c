/** Types of module-graph.js, which ESLint's config and the figures script load as plain JavaScript. */
export interface ModuleImport {
  file: string;
  from: string;
  to: string | null;
  target: string | null;
  typeOnly: boolean;
}
export function moduleImports(modulesDir: string): ModuleImport[];
export function moduleGraph(modulesDir: string): Map<string, Set<string>>;
export function cyclesOf(graph: Map<string, Set<string>>): string[][];
