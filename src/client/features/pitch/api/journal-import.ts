import { queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { pitchKeys } from './pitch-keys.ts';

/**
 * What the founder already wrote that could feed the wizard: journal entries tagged with their goals
 * or mentioning `q` (the company, by default), each with sentences suggested for questions. The
 * server never reads entries kept away from AI for this.
 */
export const journalMaterialQuery = (userId: string, q: string) =>
  queryOptions({
    queryKey: [...pitchKeys.journal(userId), q] as const,
    queryFn: ({ signal }) =>
      request(
        api.pitch['journal-material'].$get({ query: { q: q.trim() || undefined } }, { init: { signal } }),
      ),
  });
