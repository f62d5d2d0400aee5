import { isPlaybackSpeed, type PlaybackSpeed } from '#client/features/listening/hooks/use-playback-speed.ts';
import { PLAYBACK_SPEEDS } from '#shared/constants.ts';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';
import { Select } from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/utils.ts';

interface SpeedSelectProps {
  speed: PlaybackSpeed;
  onSpeed: (speed: PlaybackSpeed) => void;
  defaultSpeed: PlaybackSpeed;
  onDefault: (speed: PlaybackSpeed) => void;
}

/**
 * The three speeds as a native select: compact on a phone, keyboard-friendly everywhere. The choice
 * is this session's; when it differs from the default, one tap makes it the default for all.
 */
export function SpeedSelect({ speed, onSpeed, defaultSpeed, onDefault }: SpeedSelectProps) {
  return (
    <span className="inline-flex items-center gap-1">
      {speed !== defaultSpeed && (
        <button
          type="button"
          onClick={() => onDefault(speed)}
          aria-label={`Make ${speed}× my default speed`}
          className={cn(
            'rounded-full px-2 py-1 text-xs font-semibold text-indigo-100 hover:bg-white/10',
            focusRingOnDark,
          )}
        >
          Set as default
        </button>
      )}
      <Select
        look="player"
        aria-label="Playback speed"
        value={speed}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          if (isPlaybackSpeed(next)) onSpeed(next);
        }}
      >
        {PLAYBACK_SPEEDS.map((option) => (
          <option key={option} value={option}>
            {option}×
          </option>
        ))}
      </Select>
    </span>
  );
}
