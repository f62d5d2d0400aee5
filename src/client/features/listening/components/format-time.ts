/** Seconds as m:ss (minutes are not wrapped into hours: sessions are short). Unknown → 0:00. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** Time left at the current speed: 10 minutes at 1.25× take 8. */
export function remainingSeconds(duration: number, currentTime: number, playbackRate: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || playbackRate <= 0) return 0;
  return Math.max(0, duration - currentTime) / playbackRate;
}
