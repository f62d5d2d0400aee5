/** The feature skeleton's folders: api, components, hooks, lib. */
export const SKELETON_FOLDERS: Set<string>;
/** Entries outside the skeleton that features held when the check was added: area → names. */
export const KNOWN_EXCEPTIONS: Record<string, string[]>;
/** The problems of the features folder under `root`, one message each (empty when it keeps the layout). */
export function layoutProblems(root: string, exceptions?: Record<string, readonly string[]>): string[];
