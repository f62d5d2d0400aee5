import { Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  type PlayableSession,
  playOrOffer,
  usePremiumLock,
} from '#client/components/session/play-session-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatTime } from '#client/features/listening/components/format-time.ts';
import { parseMoment } from '#client/features/listening/components/transcript-moment.ts';
import { playerStore } from '#client/entities/player/player-store.ts';

/**
 * A session page opened at a moment (`?t=SECONDS`, from a shared or saved line): Listen starts there,
 * and 'Play from m:ss' opens it there even while the player already holds the session. Nothing plays
 * by itself (browsers refuse sound before a tap, and a link should not shout). A `t` that is no
 * moment of this session is ignored.
 */
export function SessionMomentCue({
  session,
  durationSeconds,
}: {
  session: PlayableSession;
  durationSeconds: number;
}) {
  const sessionId = session.id;
  const [params] = useSearchParams();
  const locked = usePremiumLock(session.isPremium);
  const seconds = parseMoment(params.get('t'), durationSeconds);

  useEffect(() => {
    if (seconds === null) return;
    playerStore.cueMoment({ sessionId, seconds });
    return () => {
      if (playerStore.getState().cuedMoment?.sessionId === sessionId) playerStore.cueMoment(null);
    };
  }, [sessionId, seconds]);

  if (seconds === null) return null;
  const playFromMoment = () =>
    playOrOffer(
      { sessionId, title: session.title, type: session.type, coachName: session.coachName, startAt: seconds },
      locked,
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
        <Clock aria-hidden="true" className="size-4" />
        Listen starts at {formatTime(seconds)}
      </p>
      <Button variant="outline" size="sm" onClick={playFromMoment}>
        Play from {formatTime(seconds)}
      </Button>
    </div>
  );
}
