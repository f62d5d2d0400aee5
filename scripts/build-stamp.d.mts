export function clientBuildIsStale(distIndex?: string): boolean;
