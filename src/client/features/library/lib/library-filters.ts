import type { LibraryFilters } from '#shared/library.ts';

// Read from the address on both sides: the server names the page's first request in its HTML.
export { parseLibraryFilters, type LibraryFilters } from '#shared/library.ts';

export function libraryFiltersToParams(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.bookmarked) params.set('saved', '1');
  return params;
}

export const hasLibraryFilters = (filters: LibraryFilters) => Object.keys(filters).length > 0;
