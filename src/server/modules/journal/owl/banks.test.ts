import { describe, expect, it } from 'vitest';
import { JOURNAL_THEME_IDS } from '#shared/journal-themes.ts';
import { FOLLOW_UP_QUESTIONS, GENERAL_FOLLOW_UP_QUESTIONS } from './follow-up-questions.ts';
import { MOOD_BANDS } from './mood-band.ts';
import {
  GENERAL_REFLECTIONS,
  KEYWORD_REFLECTIONS,
  THEME_REFLECTIONS,
  TOPIC_REFLECTIONS,
} from './reflections.ts';

const themed = JOURNAL_THEME_IDS.flatMap((theme) =>
  MOOD_BANDS.flatMap((band) => FOLLOW_UP_QUESTIONS[theme][band]),
);
const general = MOOD_BANDS.flatMap((band) => GENERAL_FOLLOW_UP_QUESTIONS[band]);

describe('the follow-up question bank', () => {
  it('has at least 150 themed and 20 general questions, none twice', () => {
    expect(themed.length).toBeGreaterThanOrEqual(150);
    expect(general.length).toBeGreaterThanOrEqual(20);
    const all = [...themed, ...general];
    expect(new Set(all).size).toBe(all.length);
  });

  it('asks: every entry is one question ending with a question mark', () => {
    for (const question of [...themed, ...general]) {
      expect(question).toMatch(/^[A-Z].*\?$/);
      expect(question.slice(0, -1)).not.toContain('?');
    }
  });

  it('covers every theme and mood band', () => {
    for (const theme of JOURNAL_THEME_IDS) {
      for (const band of MOOD_BANDS)
        expect(FOLLOW_UP_QUESTIONS[theme][band].length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the reflection openers', () => {
  it('offer at least seven distinct openers for every theme and band, so a week need not repeat', () => {
    for (const theme of JOURNAL_THEME_IDS) {
      for (const band of MOOD_BANDS) {
        const openers = new Set([...THEME_REFLECTIONS[theme][band], ...TOPIC_REFLECTIONS[band]]);
        expect(openers.size).toBeGreaterThanOrEqual(7);
      }
    }
  });

  it('are statements, not questions: the question comes from the question bank', () => {
    const all = [
      ...JOURNAL_THEME_IDS.flatMap((theme) => MOOD_BANDS.flatMap((band) => THEME_REFLECTIONS[theme][band])),
      ...MOOD_BANDS.flatMap((band) => [
        ...TOPIC_REFLECTIONS[band],
        ...KEYWORD_REFLECTIONS[band],
        ...GENERAL_REFLECTIONS[band],
      ]),
    ];
    for (const line of all) expect(line).not.toContain('?');
  });
});
