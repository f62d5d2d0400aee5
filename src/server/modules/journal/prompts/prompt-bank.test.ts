import { describe, expect, it } from 'vitest';
import { JOURNAL_THEME_IDS } from '#shared/journal-themes.ts';
import { PROMPT_BANK } from './prompt-bank.ts';

describe('the daily prompt bank', () => {
  it('has at least 120 prompts with unique slug ids and unique texts', () => {
    expect(PROMPT_BANK.length).toBeGreaterThanOrEqual(120);
    const ids = PROMPT_BANK.map((prompt) => prompt.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(PROMPT_BANK.map((prompt) => prompt.text)).size).toBe(PROMPT_BANK.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('asks one question per prompt, tagged with known themes', () => {
    for (const prompt of PROMPT_BANK) {
      expect(prompt.text).toMatch(/^[A-Z].*\?$/);
      expect(prompt.themes.length).toBeGreaterThan(0);
      for (const theme of prompt.themes) expect(JOURNAL_THEME_IDS).toContain(theme);
    }
  });

  it('gives every theme at least five prompts', () => {
    for (const theme of JOURNAL_THEME_IDS) {
      expect(PROMPT_BANK.filter((prompt) => prompt.themes.includes(theme)).length).toBeGreaterThanOrEqual(5);
    }
  });
});
