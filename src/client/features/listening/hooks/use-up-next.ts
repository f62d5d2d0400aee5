import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { listeningKeys } from '#client/features/listening/api/listening-keys.ts';
import { useCompletionState } from '#client/features/listening/completion-store.ts';
import { rememberedChoice } from '#client/features/listening/sleep-timer.ts';
import { api, request } from '#client/lib/api-client.ts';
import { type PlayerTrack, playerStore, usePlayer } from '#client/entities/player/player-store.ts';
import { useSubscription } from '#client/entities/subscription/subscription.ts';

/** How long the next session is announced before it starts. */
export const UP_NEXT_SECONDS = 10;

/**
 * What plays after the session that just ended: the first session the listener queued with 'Play
 * next', else the next session of the path it was played from (premium ones only for subscribers).
 * It starts after a 10 s countdown unless cancelled; nothing follows an end-of-session sleep timer.
 * The Session Complete dialog covers the player, so the countdown waits until it is closed, and a
 * listener who left it for the journal after the end wants nothing to start while they write.
 */
export function useUpNext() {
  const track = usePlayer((state) => state.track);
  const endedAt = usePlayer((state) => state.endedAt);
  const queued = usePlayer((state) => state.queue[0] ?? null);
  const { subscribed } = useSubscription();
  const [cancelled, setCancelled] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const pathId = track?.pathId;

  const path = useQuery({
    queryKey: listeningKeys.path(pathId ?? ''),
    queryFn: ({ signal }) =>
      request(api.paths[':id'].$get({ param: { id: pathId ?? '' } }, { init: { signal } })),
    enabled: endedAt !== null && queued === null && pathId !== undefined,
  });

  const sessions = path.data?.sessions;
  const next = useMemo((): PlayerTrack | null => {
    if (queued) return queued;
    if (!pathId || !sessions || !track) return null;
    const after = sessions.slice(sessions.findIndex((session) => session.id === track.sessionId) + 1);
    const session = after.find((candidate) => !candidate.isPremium || subscribed);
    if (!session) return null;
    return {
      sessionId: session.id,
      title: session.title,
      type: session.type,
      coachName: session.coachName,
      pathId,
    };
  }, [queued, pathId, sessions, track, subscribed]);
  const completion = useCompletionState();
  const since = endedAt === null ? null : Math.max(endedAt, completion.closedAt ?? 0);
  const reflecting = completion.reflecting && endedAt !== null && (completion.closedAt ?? 0) >= endedAt;
  const active =
    endedAt !== null &&
    completion.completed === null &&
    !reflecting &&
    cancelled !== endedAt &&
    next !== null;
  const deadline = since === null ? null : since + UP_NEXT_SECONDS * 1000;

  useEffect(() => {
    if (!active || deadline === null || !next) return;
    // A sleep timer set to the end of the session means the listener wants the quiet after it.
    if (rememberedChoice(Date.now()) === 'end') return;
    const start = next;
    const fromQueue = next === queued;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current < deadline) return;
      clearInterval(interval);
      if (fromQueue) playerStore.openQueued(start);
      else playerStore.open(start);
    };
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [active, deadline, next, queued]);

  if (!active || deadline === null || !next) return null;
  return {
    next,
    secondsLeft: Math.max(0, Math.ceil((deadline - Math.max(now, since ?? 0)) / 1000)),
    playNow: () => (next === queued ? playerStore.openQueued(next) : playerStore.open(next)),
    cancel: () => setCancelled(endedAt),
  };
}
