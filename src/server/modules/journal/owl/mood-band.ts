/**
 * How the Owl reads the writer's state: the mood they chose (1–5) when there is one, otherwise the
 * sentiment of what they wrote. The thresholds sit a little off zero because wink-nlp scores plain
 * factual sentences ("we met two investors") slightly positive or negative.
 */
export type MoodBand = 'low' | 'mid' | 'high';

export const MOOD_BANDS: readonly MoodBand[] = ['low', 'mid', 'high'];

const LOW_SENTIMENT = -0.15;
const HIGH_SENTIMENT = 0.3;

export function moodBand(mood: number | null, sentiment: number): MoodBand {
  if (mood !== null) {
    if (mood <= 2) return 'low';
    return mood >= 4 ? 'high' : 'mid';
  }
  if (sentiment <= LOW_SENTIMENT) return 'low';
  return sentiment >= HIGH_SENTIMENT ? 'high' : 'mid';
}
