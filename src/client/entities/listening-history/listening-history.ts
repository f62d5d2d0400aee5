import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { cachePolicy } from '#client/lib/query-client.ts';
import type { SessionType } from '#shared/catalog.ts';
import type { HistoryEntry } from '#shared/schemas/listening.ts';

/**
 * Everything under `me` is the signed-in user's own data; completing a session invalidates the
 * whole prefix (history, profile stats, favourites), and signing out clears it with the cache.
 */
export const meKeys = {
  all: ['me'] as const,
  history: () => [...meKeys.all, 'history'] as const,
  session: (sessionId: string) => [...meKeys.all, 'session', sessionId] as const,
};

// Module-level, so TanStack Query memoises the map instead of rebuilding it for every card.
const bySession = (data: { items: HistoryEntry[] }) =>
  new Map(data.items.map((item) => [item.sessionId, item]));

export const listeningHistoryQuery = () =>
  queryOptions({
    queryKey: meKeys.history(),
    queryFn: ({ signal }) => request(api.me.history.$get(undefined, { init: { signal } })),
    select: bySession,
    ...cachePolicy.listeningHistory,
  });

/** The user's history for one session; undefined for visitors and sessions never opened. */
export function useSessionHistory(sessionId: string): HistoryEntry | undefined {
  const { isSignedIn } = useAuthSession();
  const { data } = useQuery({ ...listeningHistoryQuery(), enabled: isSignedIn });
  return data?.get(sessionId);
}

/** Writes a saved progress report into the cached history, so labels change without a refetch. */
export function recordProgress(queryClient: QueryClient, entry: Omit<HistoryEntry, 'updatedAt'>): void {
  queryClient.setQueryData<{ items: HistoryEntry[] }>(meKeys.history(), (data) => {
    if (!data) return data;
    const updated = { ...entry, updatedAt: new Date().toISOString() };
    return { items: [updated, ...data.items.filter((item) => item.sessionId !== entry.sessionId)] };
  });
}

export type PlayLabel = 'Listen Again' | 'Watch Again' | 'Continue' | 'Listen' | 'Watch';

/**
 * Listen Again once completed, Continue once some time was listened, else Listen; Watch
 * for video (and Watch Again, the same rule for a finished video).
 */
export function playLabel(
  type: SessionType,
  entry: Pick<HistoryEntry, 'completed' | 'durationListened'> | undefined,
): PlayLabel {
  const isVideo = type === 'video';
  if (entry?.completed) return isVideo ? 'Watch Again' : 'Listen Again';
  if (entry && entry.durationListened > 0) return 'Continue';
  return isVideo ? 'Watch' : 'Listen';
}
