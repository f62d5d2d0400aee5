import type { InsightRange } from './journal-types.ts';

/** Filters of the entries list, as the page holds them (empty string: no filter). */
export interface EntryFilters {
  q: string;
  mood: string;
  tag: string;
  sessionId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: EntryFilters = { q: '', mood: '', tag: '', sessionId: '', from: '', to: '' };

/**
 * Query keys of the journal. Everything is the user's own, so it all lives under `me` (cleared on
 * sign-out), and `journalKeys.all(userId)` invalidates the lot after a write that touches many views.
 */
export const journalKeys = {
  all: (userId: string) => ['me', 'journal', userId] as const,
  entries: (userId: string) => [...journalKeys.all(userId), 'entries'] as const,
  list: (userId: string, filters: EntryFilters) => [...journalKeys.entries(userId), 'list', filters] as const,
  entry: (userId: string, id: string) => [...journalKeys.entries(userId), 'one', id] as const,
  owl: (userId: string, entryId: string | null) =>
    [...journalKeys.all(userId), 'owl', entryId ?? 'general'] as const,
  prompt: (userId: string, day: string) => [...journalKeys.all(userId), 'prompt', day] as const,
  insights: (userId: string, range: InsightRange) => [...journalKeys.all(userId), 'insights', range] as const,
  calendar: (userId: string, month: string) => [...journalKeys.all(userId), 'calendar', month] as const,
  memory: (userId: string) => [...journalKeys.all(userId), 'memory'] as const,
  settings: (userId: string) => [...journalKeys.all(userId), 'settings'] as const,
  drafts: (userId: string) => [...journalKeys.all(userId), 'drafts'] as const,
};
