import type { SessionFilters } from '#client/features/browse/lib/session-filters.ts';

/**
 * Query keys of the browse pages. Answers that depend on who is asking live under `me`, the
 * prefix that completing a session and signing out invalidate, so progress marks never go stale.
 */
export const browseKeys = {
  all: ['browse'] as const,
  sessions: (filters: SessionFilters, userId: string | null) =>
    filters.progress || filters.favorites
      ? (['me', 'browse', 'sessions', userId, filters] as const)
      : ([...browseKeys.all, 'sessions', filters] as const),
  advisors: (q: string) => [...browseKeys.all, 'advisors', { q }] as const,
  advisor: (id: string) => [...browseKeys.all, 'advisor', id] as const,
  mine: (userId: string | null) => ['me', 'browse', userId] as const,
  paths: (userId: string | null) => [...browseKeys.mine(userId), 'paths'] as const,
  path: (id: string, userId: string | null) => [...browseKeys.mine(userId), 'path', id] as const,
  dailyPick: (day: string, userId: string | null) => [...browseKeys.mine(userId), 'daily-pick', day] as const,
  recommendations: (userId: string | null) => [...browseKeys.mine(userId), 'recommendations'] as const,
};
