import { SleepTimerControl } from '#client/features/listening/components/sleep-timer-control.tsx';
import { useSleepTimer } from '#client/features/listening/hooks/use-sleep-timer.ts';

interface PlayerSleepTimerProps {
  /** The media element once it has something to play (null before the grant): the timer pauses it. */
  media: HTMLMediaElement | null;
  sessionId: string;
}

/** The player's sleep timer: its state (armed again from a fresh remembered choice) and its control. */
export function PlayerSleepTimer({ media, sessionId }: PlayerSleepTimerProps) {
  const sleep = useSleepTimer(media, sessionId);
  return (
    <SleepTimerControl
      choice={sleep.choice}
      remaining={sleep.remaining}
      onChoose={sleep.start}
      onExtend={sleep.extend}
    />
  );
}
