/** Query keys for the catalogue; mutations invalidate by prefix (e.g. `sessionKeys.all`). */
export const sessionKeys = {
  all: ['sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  featured: (limit: number) => [...sessionKeys.lists(), 'featured', { limit }] as const,
  /** One page of the catalogue in an order, for the minutes picker to choose what fits from. */
  fit: (sort: 'shortest' | 'popular') => [...sessionKeys.all, 'fit', sort] as const,
  details: () => [...sessionKeys.all, 'detail'] as const,
  detail: (id: string) => [...sessionKeys.details(), id] as const,
};
