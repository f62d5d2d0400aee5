import { Lock, Pause, Play, RotateCcw } from 'lucide-react';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { playLabel, useSessionHistory } from '#client/entities/listening-history/listening-history.ts';
import { useWantPlayerCode } from '#client/entities/player/player-code.ts';
import { playerStore, type PlayerTrack } from '#client/entities/player/player-store.ts';
import { usePlayerHolds } from '#client/components/session/use-player-holds.ts';
import { useSubscription } from '#client/entities/subscription/subscription.ts';
import type { SessionType } from '#shared/catalog.ts';

export interface PlayableSession {
  id: string;
  title: string;
  type: SessionType;
  coachName: string | null;
  isPremium: boolean;
}

/** What a locked play action adds to its accessible name, everywhere: 'Listen (Premium): …'. */
export const PREMIUM_MARK = '(Premium)';

/**
 * Whether this person cannot play a premium session: visitors and free users, from the server's
 * subscription answer. While a signed-in user's plan is still being checked, or the check failed,
 * nothing is locked: the server decides in the end anyway (a 403 premium_required opens the same
 * sheet), and a subscriber is never shut out by a failed check.
 */
export function usePremiumLock(isPremium: boolean): boolean {
  const { isSignedIn } = useAuthSession();
  const { subscribed, isPending, error } = useSubscription();
  if (!isPremium) return false;
  if (!isSignedIn) return true;
  return !isPending && !error && !subscribed;
}

/** Opens the player, or the premium sheet for a session this person cannot play. */
export function playOrOffer(track: PlayerTrack, locked: boolean) {
  if (locked) playerStore.offerPremium(track);
  else playerStore.open(track);
}

/**
 * The one play button for a session wherever it is listed; its label follows the user's history
 * (Listen / Watch, Continue, Listen Again) and pressing it opens the player. While the player holds
 * this session it tells the truth about it instead: Pause while it plays, Resume while paused, and
 * pressing it does that. On a premium session that this person cannot play it shows a lock, says so
 * in its name, and opens the premium sheet.
 */
export function PlaySessionButton({
  session,
  pathId,
  ...props
}: { session: PlayableSession; pathId?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const entry = useSessionHistory(session.id);
  const locked = usePremiumLock(session.isPremium);
  const label = playLabel(session.type, entry);
  useWantPlayerCode();
  const held = usePlayerHolds(session.id);
  const Icon = locked ? Lock : entry?.completed ? RotateCcw : Play;

  if (held) {
    const action = held === 'playing' ? 'Pause' : 'Resume';
    return (
      <Button
        aria-label={`${action}: ${session.title}`}
        onClick={() => (held === 'playing' ? playerStore.pause() : playerStore.resume())}
        {...props}
      >
        {held === 'playing' ? (
          <Pause aria-hidden="true" className="fill-current" />
        ) : (
          <Play aria-hidden="true" className="fill-current" />
        )}
        {action}
      </Button>
    );
  }

  return (
    <Button
      aria-label={locked ? `${label} ${PREMIUM_MARK}: ${session.title}` : `${label}: ${session.title}`}
      onClick={() =>
        playOrOffer(
          {
            sessionId: session.id,
            title: session.title,
            type: session.type,
            coachName: session.coachName,
            ...(pathId ? { pathId } : {}),
          },
          locked,
        )
      }
      {...props}
    >
      <Icon aria-hidden="true" className={locked || entry?.completed ? undefined : 'fill-current'} />
      {label}
    </Button>
  );
}
