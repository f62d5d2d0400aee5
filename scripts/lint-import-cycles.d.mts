export function runtimeImports(fileName: string, text: string): string[];
export function resolveImport(
  root: string,
  fromFile: string,
  specifier: string,
  exists?: (file: string) => boolean,
): string | undefined;
export function findCycles(graph: Map<string, string[]>): string[][];
export function importGraph(root: string, dir?: string): Map<string, string[]>;
