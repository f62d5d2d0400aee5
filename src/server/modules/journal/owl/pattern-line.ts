import type { JournalThemeId } from '#shared/journal-themes.ts';
import { analyseText } from './analyse.ts';
import type { DatedEntry } from './week-summary.ts';

/** A theme in this many of the recent entries is a pattern worth naming. */
export const PATTERN_MIN_ENTRIES = 3;
const MONTH_MS = 31 * 86_400_000;
/** Themes show in an entry's opening; reading only this much keeps 30 long entries cheap. */
const READ_CHARS = 5_000;

/** How the pattern sentence names each theme: "… that you write about hiring and your team." */
const PATTERN_NOUNS: Record<JournalThemeId, string> = {
  fundraising: 'fundraising',
  customers: 'your customers',
  product: 'the product',
  team: 'hiring and your team',
  cofounder: 'your co-founder',
  money: 'money and runway',
  growth: 'sales and growth',
  focus: 'focus and priorities',
  stress: 'stress',
  energy: 'sleep and energy',
  confidence: 'self-doubt and confidence',
  relationships: 'the people close to you',
  decisions: 'a decision you are facing',
  gratitude: 'gratitude',
  loneliness: 'feeling alone',
  burnout: 'burnout',
};

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;

/**
 * "This is the third time this month that you write about hiring and your team." — or null when the
 * theme is not a pattern, or an earlier Owl turn already said so.
 */
export function patternLine(input: {
  theme: JournalThemeId;
  entry: { text: string } | null;
  recentEntries: readonly DatedEntry[];
  now: Date;
  used: readonly string[];
}): string | null {
  const { theme, entry, recentEntries, now } = input;
  const matching = recentEntries.filter((recent) =>
    analyseText(recent.text.slice(0, READ_CHARS)).themes.includes(theme),
  );
  if (matching.length < PATTERN_MIN_ENTRIES) return null;
  const period = matching.every((recent) => now.getTime() - recent.createdAt.getTime() < MONTH_MS)
    ? 'this month'
    : 'lately';
  const noun = PATTERN_NOUNS[theme];
  let line: string;
  if (entry) {
    const entryIsListed = recentEntries.some((recent) => recent.text === entry.text);
    const times = matching.length + (entryIsListed ? 0 : 1);
    line = `This is the ${ordinal(times)} time ${period} that you write about ${noun}.`;
  } else {
    line = `You have written about ${noun} in ${matching.length} of your recent entries${period === 'this month' ? ' this month' : ''}.`;
  }
  return input.used.some((text) => text.includes(line)) ? null : line;
}
