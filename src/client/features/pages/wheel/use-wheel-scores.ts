import { useState } from 'react';
import type { Wheel, WheelArea, WheelScores } from '#shared/schemas/wheel-of-life.ts';
import { DEFAULT_SCORES } from './wheel-areas.ts';

/**
 * The scores on the sliders. A returning user starts from their latest wheel, once it arrives and
 * unless they already moved a slider; a visitor or a first wheel starts in the middle.
 */
export function useWheelScores(latest: Wheel | undefined) {
  const [scores, setScores] = useState<WheelScores>(DEFAULT_SCORES);
  const [startedFrom, setStartedFrom] = useState<'defaults' | 'latest' | 'touched'>('defaults');
  if (latest && startedFrom === 'defaults') {
    setStartedFrom('latest');
    setScores(latest.scores);
  }
  const setScore = (area: WheelArea, score: number) => {
    setStartedFrom('touched');
    setScores((s) => ({ ...s, [area]: score }));
  };
  return { scores, setScore, startedFromLatest: startedFrom === 'latest' };
}
