interface PlayerProgressLineProps {
  currentTime: number;
  duration: number;
}

/**
 * The slim bar's progress line: a phone has no room for the seek bar until the player is expanded,
 * so the collapsed bar shows how far the session has played as a thin line along its top edge.
 */
export function PlayerProgressLine({ currentTime, duration }: PlayerProgressLineProps) {
  const played = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <div aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 bg-white/10 md:hidden">
      <div className="h-full bg-amber-400" style={{ width: `${played}%` }} />
    </div>
  );
}
