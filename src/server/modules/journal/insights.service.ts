import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { journalEntries, profiles, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { JOURNAL_THEME_LABELS, type JournalThemeId } from '#shared/journal-themes.ts';
import type { DailyPromptAnswer, JournalInsights } from '#shared/schemas/journal.ts';
import { timeZoneOf } from './entries.service.ts';
import { activeBank } from './prompts/bank-edits.ts';
import { chooseDailyPrompt } from './prompts/daily-prompt.ts';

const RANGE_DAYS = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 } as const;
const TOP_THEMES = 8;
const TOP_SESSIONS = 5;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Insights over the range, all computed here from stored columns: mood by local day, entries by
 * week, themes (found when each entry was written; none for entries kept away from AI) and the
 * sessions whose entries sit furthest above the user's average mood.
 */
export async function journalInsights(
  db: Database,
  userId: string,
  range: keyof typeof RANGE_DAYS,
): Promise<JournalInsights> {
  const timeZone = await timeZoneOf(db, userId);
  const inRange = and(
    eq(journalEntries.userId, userId),
    gte(journalEntries.createdAt, sql`now() - make_interval(days => ${RANGE_DAYS[range]})`),
  );
  const localDay = sql<string>`(${journalEntries.createdAt} at time zone ${timeZone})::date`;
  const weekStart = sql<string>`date_trunc('week', ${journalEntries.createdAt} at time zone ${timeZone})::date::text`;

  const [totals] = await db
    .select({
      entryCount: sql<number>`count(*)::int`,
      averageMood: sql<number | null>`avg(${journalEntries.mood})::float8`,
    })
    .from(journalEntries)
    .where(inRange);
  const moodByDay = await db
    .select({ date: sql<string>`${localDay}::text`, mood: sql<number>`avg(${journalEntries.mood})::float8` })
    .from(journalEntries)
    .where(and(inRange, isNotNull(journalEntries.mood)))
    // By position: the zone is a parameter, and PostgreSQL cannot tell two parameters are equal.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const entriesByWeek = await db
    .select({ weekStart, count: sql<number>`count(*)::int` })
    .from(journalEntries)
    .where(inRange)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const theme = sql<string>`unnest(${journalEntries.themes})`;
  const themes = await db
    .select({ id: theme, count: sql<number>`count(*)::int` })
    .from(journalEntries)
    .where(inRange)
    .groupBy(theme)
    .orderBy(desc(sql`count(*)`), theme)
    .limit(TOP_THEMES);
  const average = totals?.averageMood ?? null;
  const sessionMoods =
    average === null
      ? []
      : await db
          .select({
            sessionId: sessions.id,
            sessionTitle: sessions.title,
            entries: sql<number>`count(*)::int`,
            averageMood: sql<number>`avg(${journalEntries.mood})::float8`,
          })
          .from(journalEntries)
          .innerJoin(sessions, eq(sessions.id, journalEntries.sessionId))
          .where(and(inRange, isNotNull(journalEntries.mood)))
          .groupBy(sessions.id, sessions.title)
          .orderBy(desc(sql`avg(${journalEntries.mood})`), desc(sql`count(*)`))
          .limit(TOP_SESSIONS);

  return {
    range,
    entryCount: totals?.entryCount ?? 0,
    averageMood: average === null ? null : round1(average),
    moodByDay: moodByDay.map((d) => ({ date: d.date, mood: round1(d.mood) })),
    entriesByWeek,
    themes: themes
      .filter((t): t is { id: JournalThemeId; count: number } => t.id in JOURNAL_THEME_LABELS)
      .map((t) => ({ id: t.id, label: JOURNAL_THEME_LABELS[t.id], count: t.count })),
    sessionMoods: sessionMoods.map((s) => ({
      ...s,
      averageMood: round1(s.averageMood),
      difference: round1(s.averageMood - average!),
    })),
  };
}

/** Founder Flow AI's question of the day: chosen from the user's goals and what they listened to lately. */
export async function todaysPrompt(db: Database, userId: string): Promise<DailyPromptAnswer> {
  const [profile] = await db
    .select({
      goals: profiles.goals,
      localDate: sql<string>`(now() at time zone coalesce(${profiles.timeZone}, 'UTC'))::date::text`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const recentSessions = await db
    .select({ title: sessions.title, description: sessions.description, category: sessions.category })
    .from(userSessionHistory)
    .innerJoin(sessions, eq(sessions.id, userSessionHistory.sessionId))
    .where(eq(userSessionHistory.userId, userId))
    .orderBy(desc(userSessionHistory.updatedAt))
    .limit(10);
  const localDate = profile?.localDate ?? new Date().toISOString().slice(0, 10);
  const prompt = chooseDailyPrompt({
    bank: await activeBank(db),
    userId,
    localDate,
    goals: profile?.goals ?? [],
    recentSessions: recentSessions.map((s) => ({ ...s, category: s.category ?? 'other' })),
  });
  return { id: prompt.id, text: prompt.text, reason: prompt.reason, date: localDate };
}
