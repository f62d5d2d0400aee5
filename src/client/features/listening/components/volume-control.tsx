import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { rangeInputClass } from '#client/features/listening/components/range-styles.ts';
import { VOLUME_STEP } from '#shared/constants.ts';

interface VolumeControlProps {
  volume: number;
  muted: boolean;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
}

/** Mute toggle plus a 0–1 slider in steps of 0.1. */
export function VolumeControl({ volume, muted, onVolume, onToggleMute }: VolumeControlProps) {
  const level = muted ? 0 : volume;
  const Icon = level === 0 ? VolumeX : level < 0.5 ? Volume1 : Volume2;
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghostDark"
        size="icon"
        onClick={onToggleMute}
        aria-label={muted ? 'Unmute' : 'Mute'}
        aria-pressed={muted}
      >
        <Icon aria-hidden="true" />
      </Button>
      <div className="relative w-20">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 overflow-hidden rounded-full bg-white/15"
        >
          <div className="absolute inset-y-0 left-0 bg-indigo-200" style={{ width: `${level * 100}%` }} />
        </div>
        <input
          type="range"
          aria-label="Volume"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={level}
          onChange={(event) => onVolume(Number(event.currentTarget.value))}
          className={`relative ${rangeInputClass}`}
        />
      </div>
    </div>
  );
}
