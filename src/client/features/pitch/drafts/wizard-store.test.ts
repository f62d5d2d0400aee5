import { describe, expect, it } from 'vitest';
import { answersToSend, deckTitleOf } from './use-wizard-draft.ts';
import { hasAnswers, memoryWizardStore, newWizardDraft } from './wizard-store.ts';

describe('pitch wizard drafts', () => {
  it('keeps each user’s drafts apart, newest first, and removes them on sign-out', async () => {
    const store = memoryWizardStore();
    const older = { ...newWizardDraft('ada'), title: 'Seed', updatedAt: '2026-01-01T00:00:00.000Z' };
    const newer = { ...newWizardDraft('ada'), title: 'Series A', updatedAt: '2026-02-01T00:00:00.000Z' };
    await store.put(older);
    await store.put(newer);
    await store.put(newWizardDraft('bo'));
    expect((await store.list('ada')).map((d) => d.title)).toEqual(['Series A', 'Seed']);
    await store.removeAll('ada');
    expect(await store.list('ada')).toEqual([]);
    expect(await store.list('bo')).toHaveLength(1);
  });

  it('sends only answered questions and names the deck after the company when untitled', () => {
    const draft = {
      ...newWizardDraft('ada'),
      answers: { company: 'Lumen Ledger', problem: '  ', tam: '$4.2B' },
    };
    expect(answersToSend(draft.answers)).toEqual({ company: 'Lumen Ledger', tam: '$4.2B' });
    expect(deckTitleOf(draft)).toBe('Lumen Ledger');
    expect(deckTitleOf({ ...draft, title: 'Seed round' })).toBe('Seed round');
    expect(deckTitleOf(newWizardDraft('ada'))).toBe('Untitled deck');
    expect(hasAnswers(newWizardDraft('ada'))).toBe(false);
    expect(hasAnswers(draft)).toBe(true);
  });
});
