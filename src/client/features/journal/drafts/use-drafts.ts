import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { journalKeys } from '#client/features/journal/api/journal-keys.ts';
import { notify } from '#client/lib/notify.ts';
import { draftStore, type Draft } from './draft-store.ts';
import { journalSync } from './journal-sync.ts';

/** The user's drafts on this device; IndexedDB needs no network, so this runs offline too. */
export const draftsQuery = (userId: string) =>
  queryOptions({
    queryKey: journalKeys.drafts(userId),
    queryFn: () => draftStore().list(userId),
    networkMode: 'always',
    staleTime: Infinity,
  });

export function useDrafts(userId: string) {
  return useQuery(draftsQuery(userId));
}

/**
 * Sends the user's saved drafts when the page loads and whenever the browser comes back online,
 * then refreshes the journal (the entries it now has, the drafts it no longer needs). A draft the
 * server refused (a session that ended, a recording too large) stays in the drafts, with a toast.
 */
export function useDraftSync(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const flush = () =>
      void journalSync()
        .flush(userId)
        .then((outcomes) => {
          const refused = outcomes.find((o) => o.kind === 'refused');
          if (refused) {
            void notify('error', 'A journal entry was not sent; it is kept in your drafts', {
              id: 'journal-draft-refused',
              description: refused.message,
            });
          }
          if (outcomes.some((o) => o.kind === 'sent')) {
            return queryClient.invalidateQueries({ queryKey: journalKeys.all(userId) });
          }
          return queryClient.invalidateQueries({ queryKey: journalKeys.drafts(userId) });
        })
        .catch(() => undefined);
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [userId, queryClient]);
}

/** The person's own actions on a waiting draft: send it again (optionally without its recording), or discard it. */
export function useDraftActions(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: journalKeys.all(userId) });
  const resend = useMutation({
    networkMode: 'always',
    mutationFn: async ({ draft, withoutAudio }: { draft: Draft; withoutAudio: boolean }) => {
      const next: Draft = {
        ...draft,
        audio: withoutAudio ? null : draft.audio,
        status: 'pending',
        error: null,
        updatedAt: new Date().toISOString(),
      };
      await draftStore().put(next);
      return journalSync().send(next);
    },
    onSettled: refresh,
  });
  const discard = useMutation({
    networkMode: 'always',
    mutationFn: (draft: Draft) => draftStore().remove(userId, draft.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalKeys.drafts(userId) }),
  });
  return { resend, discard };
}
