import { Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { formatTime } from '#client/features/listening/components/format-time.ts';
import { parseMoment } from '#client/features/listening/components/transcript-moment.ts';
import { playerStore } from '#client/entities/player/player-store.ts';

/**
 * A session page opened at a moment (`?t=SECONDS`, from a shared or saved line): Listen starts there.
 * Nothing plays by itself (browsers refuse sound before a tap, and a link should not shout); the
 * page says where Listen will start. A `t` that is no moment of this session is ignored.
 */
export function SessionMomentCue({
  sessionId,
  durationSeconds,
}: {
  sessionId: string;
  durationSeconds: number;
}) {
  const [params] = useSearchParams();
  const seconds = parseMoment(params.get('t'), durationSeconds);

  useEffect(() => {
    if (seconds === null) return;
    playerStore.cueMoment({ sessionId, seconds });
    return () => {
      if (playerStore.getState().cuedMoment?.sessionId === sessionId) playerStore.cueMoment(null);
    };
  }, [sessionId, seconds]);

  if (seconds === null) return null;
  return (
    <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
      <Clock aria-hidden="true" className="size-4" />
      Listen starts at {formatTime(seconds)}
    </p>
  );
}
