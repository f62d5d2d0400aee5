import { RESOURCE_KINDS, RESOURCE_TOPICS, type ResourceKind, type ResourceTopic } from '#shared/library.ts';

/** What the library shows, as the address holds it: `/library?q=&kind=&topic=&saved=1`. */
export interface LibraryFilters {
  q?: string;
  kind?: ResourceKind;
  topic?: ResourceTopic;
  bookmarked?: true;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** Unknown values in the address are ignored rather than sent on, so a mistyped link still works. */
export function parseLibraryFilters(params: URLSearchParams): LibraryFilters {
  const q = params.get('q')?.trim().slice(0, 200);
  return {
    ...(q ? { q } : {}),
    ...(oneOf(RESOURCE_KINDS, params.get('kind')) ? { kind: params.get('kind') as ResourceKind } : {}),
    ...(oneOf(RESOURCE_TOPICS, params.get('topic')) ? { topic: params.get('topic') as ResourceTopic } : {}),
    ...(params.get('saved') === '1' ? { bookmarked: true as const } : {}),
  };
}

export function libraryFiltersToParams(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.bookmarked) params.set('saved', '1');
  return params;
}

export const hasLibraryFilters = (filters: LibraryFilters) => Object.keys(filters).length > 0;
