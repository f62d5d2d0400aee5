import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { journalKeys } from '#client/features/journal/api/journal-keys.ts';
import { draftStore, hasContent, newDraft, type Draft } from './draft-store.ts';
import type { SendOutcome } from './draft-sync.ts';
import { journalSync } from './journal-sync.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';

/** What an entry reflects on: a session (from Session Complete) and its prompt, or today's prompt. */
export interface ComposeContext {
  sessionId: string | null;
  sessionTitle: string | null;
  prompt: string | null;
}

/** The newest draft left unfinished for the same context (the same session, or none), if any. */
async function unfinishedDraft(userId: string, sessionId: string | null): Promise<Draft | undefined> {
  const drafts = await draftStore()
    .list(userId)
    .catch(() => []);
  return drafts.filter((d) => d.status === 'editing' && d.sessionId === sessionId && hasContent(d)).at(-1);
}

/**
 * The entry being written, autosaved to IndexedDB as it changes. On opening, the unfinished draft for
 * the same context (the same session, or none) is restored, so a reload or a crash loses nothing.
 */
export function useCompose(userId: string, context: ComposeContext) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => newDraft(userId, context));
  const [restored, setRestored] = useState<'loading' | 'fresh' | 'restored'>('loading');
  const latest = useRef(draft);
  const { sessionId, sessionTitle, prompt } = context;
  /** Makes `next` the draft on screen and the one the autosave writes. */
  const show = useCallback((next: Draft) => {
    latest.current = next;
    setDraft(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void unfinishedDraft(userId, sessionId).then((unfinished) => {
      if (cancelled) return;
      show(unfinished ?? newDraft(userId, { sessionId, sessionTitle, prompt }));
      setRestored(unfinished ? 'restored' : 'fresh');
    });
    return () => {
      cancelled = true;
    };
  }, [userId, sessionId, sessionTitle, prompt, show]);

  const { write, flush, clearTimer, forget } = useDraftAutosave(userId, latest);

  /** Changes the draft; `now` writes it to the device at once instead of after the typing pause. */
  const update = useCallback(
    (change: Partial<Draft>, now = false) => {
      const next = { ...latest.current, ...change, updatedAt: new Date().toISOString() };
      show(next);
      write(next, now);
    },
    [show, write],
  );

  /** Starts an empty entry (after a save, or to put this one aside as an unfinished draft). */
  const startOver = useCallback(
    (fields: Partial<ComposeContext> = {}) => {
      forget();
      show(newDraft(userId, { sessionId, sessionTitle, prompt, ...fields }));
      setRestored('fresh');
    },
    [userId, sessionId, sessionTitle, prompt, forget, show],
  );

  const save = useMutation({
    // The device is the first place an entry is saved: this works offline.
    networkMode: 'always',
    mutationFn: async (): Promise<SendOutcome> => {
      clearTimer();
      const saving: Draft = { ...latest.current, status: 'pending', writtenAt: new Date().toISOString() };
      await draftStore().put(saving);
      startOver();
      return journalSync().send(saving);
    },
    onSettled: (outcome) =>
      queryClient.invalidateQueries({
        queryKey: outcome?.kind === 'sent' ? journalKeys.all(userId) : journalKeys.drafts(userId),
      }),
  });

  /** Continues an unfinished draft put aside earlier (the one being written is kept first). */
  const load = useCallback(
    (next: Draft) => {
      flush();
      show(next);
      setRestored('restored');
    },
    [flush, show],
  );

  return { draft, restored, update, startOver, save, load };
}
