import { Route } from 'lucide-react';
import { setKeepPlaying, useKeepPlaying } from '#client/entities/player/keep-playing.ts';
import { cn } from '#client/lib/utils.ts';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';

/** The listener's choice to let a session play on while they move around the app. */
export function KeepPlayingToggle() {
  const keepPlaying = useKeepPlaying();
  return (
    <button
      type="button"
      aria-pressed={keepPlaying}
      aria-label="Keep playing while I browse"
      title="Keep playing while I browse"
      onClick={() => setKeepPlaying(!keepPlaying)}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-medium transition-colors',
        focusRingOnDark,
        keepPlaying
          ? 'bg-teal-500/25 text-teal-100 ring-1 ring-teal-300/60'
          : 'text-indigo-200 hover:bg-white/10',
      )}
    >
      <Route aria-hidden="true" className="size-3.5" />
      Keep playing
    </button>
  );
}
