import { describe, expect, it } from 'vitest';
import { summariseWeek, weekOverview } from './week-summary.ts';

const NOW = new Date('2026-03-10T18:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('summariseWeek', () => {
  it('says honestly that there is nothing to sum up without entries in the last 7 days', () => {
    const old = [{ text: 'The raise is slow.', mood: 2, createdAt: daysAgo(9) }];
    for (const entries of [[], old]) {
      expect(summariseWeek(entries, NOW)).toMatch(
        /^You have not written any journal entries in the last 7 days/,
      );
    }
  });

  it('counts the week’s entries, its mood and its top themes', () => {
    const entries = [
      { text: 'Investors passed on the seed round.', mood: 1, createdAt: daysAgo(6) },
      { text: 'Slept badly, the pitch deck is a mess.', mood: 2, createdAt: daysAgo(5) },
      { text: 'A great investor meeting!', mood: 4, createdAt: daysAgo(2) },
      { text: 'Term sheet arrived, slept well.', mood: 5, createdAt: daysAgo(1) },
      { text: 'Written last month.', mood: 1, createdAt: daysAgo(30) },
    ];
    const text = summariseWeek(entries, NOW);
    expect(text).toContain('You wrote 4 entries in your journal in the last 7 days.');
    expect(text).toContain('Your mood averaged 3 out of 5, and it lifted as the week went on.');
    expect(text).toContain('fundraising (4 entries)');
    expect(text).toContain('energy & rest (2 entries)');
  });

  it('reads a falling mood and a week without moods', () => {
    const falling = [
      { text: 'Good day.', mood: 5, createdAt: daysAgo(4) },
      { text: 'Bad day.', mood: 2, createdAt: daysAgo(1) },
    ];
    expect(weekOverview(falling, NOW).moodTrend).toBe('falling');
    const unrated = [{ text: 'One entry about my co-founder.', mood: null, createdAt: daysAgo(1) }];
    const text = summariseWeek(unrated, NOW);
    expect(text).toContain('You wrote 1 entry in your journal');
    expect(text).toContain('You did not rate your mood this week');
  });
});
