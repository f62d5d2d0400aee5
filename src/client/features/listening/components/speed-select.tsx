import { isPlaybackSpeed, type PlaybackSpeed } from '#client/features/listening/hooks/use-playback-speed.ts';
import { PLAYBACK_SPEEDS } from '#shared/constants.ts';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

interface SpeedSelectProps {
  speed: PlaybackSpeed;
  onSpeed: (speed: PlaybackSpeed) => void;
}

/** The three speeds as a native select: compact on a phone, keyboard-friendly everywhere. */
export function SpeedSelect({ speed, onSpeed }: SpeedSelectProps) {
  return (
    <select
      aria-label="Playback speed"
      value={speed}
      onChange={(event) => {
        const next = Number(event.currentTarget.value);
        if (isPlaybackSpeed(next)) onSpeed(next);
      }}
      className={cn(
        'h-8 cursor-pointer rounded-full border border-white/20 bg-white/10 px-2 text-xs font-semibold text-white [&>option]:text-indigo-950',
        focusRingOnDark,
      )}
    >
      {PLAYBACK_SPEEDS.map((option) => (
        <option key={option} value={option}>
          {option}×
        </option>
      ))}
    </select>
  );
}
