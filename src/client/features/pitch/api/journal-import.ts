import { queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { pitchKeys } from './pitch-keys.ts';

/**
 * Journal entries the founder may pull into an answer: the journal's own listing (optionally
 * searched), minus every entry kept away from AI, and nothing at all when the founder has turned the
 * journal's AI off. Filtering here is safe because nothing leaves the page unless the founder picks an
 * entry's text and it becomes part of their answer, which they see and can edit.
 */
export const journalImportQuery = (userId: string, q: string) =>
  queryOptions({
    queryKey: [...pitchKeys.journal(userId), q] as const,
    queryFn: async ({ signal }) => {
      const [settings, page] = await Promise.all([
        request(api.journal.settings.$get(undefined, { init: { signal } })),
        request(api.journal.entries.$get({ query: { q: q.trim() || undefined } }, { init: { signal } })),
      ]);
      if (!settings.aiEnabled) return { aiEnabled: false, items: [] };
      return {
        aiEnabled: true,
        items: page.items
          .filter((entry) => !entry.aiOptOut)
          .map((entry) => ({
            id: entry.id,
            text: [entry.text, entry.transcript].filter((t) => t.trim() !== '').join('\n'),
            tags: entry.tags,
            createdAt: entry.createdAt,
          }))
          .filter((entry) => entry.text.trim() !== ''),
      };
    },
  });
