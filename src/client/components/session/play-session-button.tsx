import { Play, RotateCcw } from 'lucide-react';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { playLabel, useSessionHistory } from '#client/lib/listening-history.ts';
import { playerStore } from '#client/lib/player-store.ts';
import type { SessionType } from '#shared/catalog.ts';

export interface PlayableSession {
  id: string;
  title: string;
  type: SessionType;
  coachName: string | null;
}

/**
 * The one play button for a session wherever it is listed; its label follows the user's history
 * (Listen / Watch, Continue, Listen Again) and pressing it opens the player.
 */
export function PlaySessionButton({
  session,
  ...props
}: { session: PlayableSession } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const entry = useSessionHistory(session.id);
  const label = playLabel(session.type, entry);
  const Icon = entry?.completed ? RotateCcw : Play;

  return (
    <Button
      aria-label={`${label}: ${session.title}`}
      onClick={() =>
        playerStore.open({
          sessionId: session.id,
          title: session.title,
          type: session.type,
          coachName: session.coachName,
        })
      }
      {...props}
    >
      <Icon aria-hidden="true" className={entry?.completed ? undefined : 'fill-current'} />
      {label}
    </Button>
  );
}
