import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber } from '#server/modules/progress/index.ts';
import { chooseDailyPrompt, type DailyPromptInput } from './daily-prompt.ts';
import { PROMPT_BANK } from './prompt-bank.ts';

const BASE: Omit<DailyPromptInput, 'localDate'> = { userId: 'user-1', goals: [], recentSessions: [] };

function daysFrom(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => dateOfDay(dayNumber(start) + i));
}

describe('chooseDailyPrompt', () => {
  it('gives the same prompt for the same inputs', () => {
    const input = { ...BASE, localDate: '2026-03-10', goals: ['Raise a seed round'] };
    expect(chooseDailyPrompt(input)).toEqual(chooseDailyPrompt({ ...input }));
  });

  it('never repeats a prompt within 14 consecutive days', () => {
    const cases: Omit<DailyPromptInput, 'localDate'>[] = [
      BASE,
      { ...BASE, userId: 'user-2', goals: ['Raise a seed round', 'Sleep better'] },
      {
        userId: 'user-3',
        goals: ['Hire a CTO'],
        recentSessions: [
          {
            title: 'After the Fight',
            description: 'After a fight with your co-founder.',
            category: 'impulse',
          },
        ],
      },
    ];
    for (const inputs of cases) {
      const ids = daysFrom('2026-01-01', 120).map(
        (localDate) => chooseDailyPrompt({ ...inputs, localDate }).id,
      );
      for (let start = 0; start + 14 <= ids.length; start += 1) {
        expect(new Set(ids.slice(start, start + 14)).size).toBe(14);
      }
      // And it rotates: four months show far more than a fortnight's worth of prompts.
      expect(new Set(ids).size).toBeGreaterThan(40);
    }
  });

  it('gives different users different sequences', () => {
    const days = daysFrom('2026-03-01', 14);
    const first = days.map((localDate) => chooseDailyPrompt({ ...BASE, localDate }).id);
    const second = days.map((localDate) => chooseDailyPrompt({ ...BASE, userId: 'user-9', localDate }).id);
    expect(second).not.toEqual(first);
  });

  it('leans towards the themes of the user’s goals, and says so', () => {
    const days = daysFrom('2026-01-01', 84);
    const fundraisingShare = (goals: string[]) =>
      days.filter((localDate) =>
        chooseDailyPrompt({ ...BASE, goals, localDate }).themes.includes('fundraising'),
      ).length / days.length;
    const bankShare =
      PROMPT_BANK.filter((prompt) => prompt.themes.includes('fundraising')).length / PROMPT_BANK.length;
    expect(fundraisingShare(['Raise a seed round by June'])).toBeGreaterThan(2 * bankShare);
    const reasons = days.map(
      (localDate) => chooseDailyPrompt({ ...BASE, goals: ['Raise a seed round by June'], localDate }).reason,
    );
    expect(reasons).toContain('For your goal: Raise a seed round by June');
  });

  it('names a recently listened session as the reason when its theme chose the prompt', () => {
    const recentSessions = [
      {
        title: 'Sleep Before the Board Meeting',
        description: 'Rest and sleep when you are exhausted.',
        category: 'impulse',
      },
    ];
    const prompts = daysFrom('2026-01-01', 56).map((localDate) =>
      chooseDailyPrompt({ ...BASE, recentSessions, localDate }),
    );
    const fromSession = prompts.filter(
      (prompt) => prompt.reason === 'Because you listened to ‘Sleep Before the Board Meeting’',
    );
    expect(fromSession.length).toBeGreaterThan(0);
    for (const prompt of prompts) {
      if (prompt.reason === 'Today’s question') expect(prompt.themes).not.toContain('energy');
    }
  });

  it('falls back to "Today’s question" without goals or listening', () => {
    expect(chooseDailyPrompt({ ...BASE, localDate: '2026-03-10' }).reason).toBe('Today’s question');
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => chooseDailyPrompt({ ...BASE, localDate: 'tomorrow' })).toThrow(RangeError);
  });
});
