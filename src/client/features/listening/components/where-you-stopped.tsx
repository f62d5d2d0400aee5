import { formatTime } from '#client/features/listening/components/format-time.ts';
import { leftToHearText, secondsLeftToHear } from '#client/entities/listening-history/left-to-hear.ts';
import { useSessionHistory } from '#client/entities/listening-history/listening-history.ts';
import { usePlayer } from '#client/entities/player/player-store.ts';

/**
 * Where a signed-in listener stopped in a session they have not completed, and how much is left to
 * hear to complete it: the position reached by seeking is real, but completion counts what was
 * heard. Left out while this session is in the player (it says so itself, as it moves).
 */
export function WhereYouStopped({
  session,
}: {
  session: { id: string; durationSeconds: number; durationMinutes: number };
}) {
  const entry = useSessionHistory(session.id);
  const inPlayer = usePlayer(
    (state) =>
      state.track?.sessionId === session.id && ['loading', 'playing', 'paused'].includes(state.status),
  );
  if (!entry || entry.completed || inPlayer) return null;
  if (entry.position <= 0 && entry.durationListened <= 0) return null;
  const left = leftToHearText(secondsLeftToHear(session.durationSeconds, entry.durationListened));
  return (
    <p className="text-sm text-stone-700">
      {`Stopped at ${formatTime(entry.position)} of ${session.durationMinutes} min`}
      {left && <span className="block text-stone-600">{left}</span>}
    </p>
  );
}
