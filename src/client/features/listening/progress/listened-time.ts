/**
 * Counts the seconds of a session actually heard. A jump in `currentTime` larger than the time that
 * passed (at the current speed) is a seek, not listening, and is not counted.
 */
export function createListenedCounter(startTotal: number, startPosition: number, now: () => number) {
  let total = startTotal;
  let lastPosition = startPosition;
  let lastTick = now();

  return {
    get total() {
      return total;
    },
    /**
     * On every `timeupdate` and `seeking`; `playing` is false while paused. A seek is a jump the
     * clock cannot explain, so it moves the mark without counting.
     */
    tick(position: number, playbackRate: number, playing: boolean) {
      const tick = now();
      const advanced = position - lastPosition;
      const elapsed = (tick - lastTick) / 1000;
      if (playing && advanced > 0 && advanced <= elapsed * playbackRate + 1) total += advanced;
      lastPosition = position;
      lastTick = tick;
    },
  };
}
