import { JOURNAL_THEME_LABELS, type JournalThemeId } from '#shared/journal-themes.ts';
import { analyseText } from './analyse.ts';

export type DatedEntry = { text: string; mood: number | null; createdAt: Date };

export type WeekOverview = {
  entryCount: number;
  /** Mean of the moods given, to one decimal; null when no entry had a mood. */
  averageMood: number | null;
  /** Mood over the week, comparing its earlier and later entries; null with fewer than two moods. */
  moodTrend: 'rising' | 'falling' | 'steady' | null;
  /** Themes by the number of entries they appear in, at most 3. */
  themes: { id: JournalThemeId; entries: number }[];
  /** Whether an entry of the week shows signs of crisis: a summary of it must hand off as a reply would. */
  distress: boolean;
};

const WEEK_MS = 7 * 86_400_000;
/** A change in average mood smaller than this reads as steady rather than as a trend. */
const TREND_THRESHOLD = 0.5;

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function trendOf(moodsOldestFirst: number[]): WeekOverview['moodTrend'] {
  if (moodsOldestFirst.length < 2) return null;
  const half = Math.floor(moodsOldestFirst.length / 2);
  const earlier = average(moodsOldestFirst.slice(0, half));
  const later = average(moodsOldestFirst.slice(moodsOldestFirst.length - half));
  if (later - earlier >= TREND_THRESHOLD) return 'rising';
  return earlier - later >= TREND_THRESHOLD ? 'falling' : 'steady';
}

export function weekOverview(entries: readonly DatedEntry[], now: Date): WeekOverview {
  const inWeek = entries
    .filter((entry) => {
      const age = now.getTime() - entry.createdAt.getTime();
      return age >= 0 && age < WEEK_MS;
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const moods = inWeek.flatMap((entry) => (entry.mood === null ? [] : [entry.mood]));
  const themeCounts = new Map<JournalThemeId, number>();
  let distress = false;
  for (const entry of inWeek) {
    const analysis = analyseText(entry.text);
    distress ||= analysis.distress;
    for (const theme of analysis.themes) themeCounts.set(theme, (themeCounts.get(theme) ?? 0) + 1);
  }
  return {
    entryCount: inWeek.length,
    averageMood: moods.length === 0 ? null : Math.round(average(moods) * 10) / 10,
    moodTrend: trendOf(moods),
    themes: [...themeCounts.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 3)
      .map(([id, count]) => ({ id, entries: count })),
    distress,
  };
}

const TREND_WORDS: Record<NonNullable<WeekOverview['moodTrend']>, string> = {
  rising: 'and it lifted as the week went on',
  falling: 'and it dipped as the week went on',
  steady: 'and it stayed fairly steady',
};

const entriesCount = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A few plain sentences about the last 7 days before `now`, honest when there is nothing to say. */
export function summariseWeek(entries: readonly DatedEntry[], now: Date): string {
  const week = weekOverview(entries, now);
  if (week.entryCount === 0) {
    return 'You have not written any journal entries in the last 7 days, so there is no week to sum up yet. A few lines today would be a good place to start.';
  }
  const sentences = [`You wrote ${entriesCount(week.entryCount)} in your journal in the last 7 days.`];
  if (week.averageMood !== null) {
    const trend = week.moodTrend ? `, ${TREND_WORDS[week.moodTrend]}` : '';
    sentences.push(`Your mood averaged ${week.averageMood} out of 5${trend}.`);
  } else {
    sentences.push('You did not rate your mood this week, so I cannot say how it moved.');
  }
  if (week.themes.length > 0) {
    const themes = week.themes.map(
      ({ id, entries: count }) => `${JOURNAL_THEME_LABELS[id].toLowerCase()} (${entriesCount(count)})`,
    );
    sentences.push(`What came up most: ${listOf(themes)}.`);
  } else {
    sentences.push('No single theme stood out.');
  }
  return sentences.join(' ');
}
