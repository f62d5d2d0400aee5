import { ListPlus, ListX } from 'lucide-react';
import { type PlayableSession, usePremiumLock } from '#client/components/session/play-session-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { playerStore, usePlayer } from '#client/entities/player/player-store.ts';

/**
 * 'Play next': while something else plays, queues this session to start when it ends (after the
 * ones queued before it). Pressed again, it leaves the queue.
 */
export function PlayNextButton({ session }: { session: PlayableSession }) {
  const playing = usePlayer((state) => state.track?.sessionId ?? null);
  const queued = usePlayer((state) => state.queue.some((track) => track.sessionId === session.id));
  const locked = usePremiumLock(session.isPremium);
  if (!playing || playing === session.id || locked) return null;
  if (queued) {
    return (
      <Button variant="outline" size="lg" onClick={() => playerStore.removeFromQueue(session.id)}>
        <ListX aria-hidden="true" />
        Remove from queue
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="lg"
      onClick={() =>
        playerStore.playNext({
          sessionId: session.id,
          title: session.title,
          type: session.type,
          coachName: session.coachName,
        })
      }
    >
      <ListPlus aria-hidden="true" />
      Play next
    </Button>
  );
}
