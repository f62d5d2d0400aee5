import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { journalKeys } from '#client/features/journal/api/journal-keys.ts';
import { draftStore, hasContent, newDraft, type Draft } from './draft-store.ts';
import type { SendOutcome } from './draft-sync.ts';
import { journalSync } from './journal-sync.ts';

/** What an entry reflects on: a session (from Session Complete) and its prompt, or today's prompt. */
export interface ComposeContext {
  sessionId: string | null;
  sessionTitle: string | null;
  prompt: string | null;
}

/** Typing is saved to the device after this pause; a recording or a save is written at once. */
const AUTOSAVE_MS = 400;

/**
 * The entry being written, autosaved to IndexedDB as it changes. On opening, the unfinished draft for
 * the same context (the same session, or none) is restored, so a reload or a crash loses nothing.
 */
export function useCompose(userId: string, context: ComposeContext) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => newDraft(userId, context));
  const [restored, setRestored] = useState<'loading' | 'fresh' | 'restored'>('loading');
  const latest = useRef(draft);
  const timer = useRef<number | undefined>(undefined);
  /** Changed since last written to the device (so leaving the page writes only what is new). */
  const dirty = useRef(false);
  const { sessionId, sessionTitle, prompt } = context;

  useEffect(() => {
    let cancelled = false;
    void draftStore()
      .list(userId)
      .catch(() => [])
      .then((drafts) => {
        if (cancelled) return;
        const unfinished = drafts
          .filter((d) => d.status === 'editing' && d.sessionId === sessionId && hasContent(d))
          .at(-1);
        const next = unfinished ?? newDraft(userId, { sessionId, sessionTitle, prompt });
        latest.current = next;
        setDraft(next);
        setRestored(unfinished ? 'restored' : 'fresh');
      });
    return () => {
      cancelled = true;
    };
  }, [userId, sessionId, sessionTitle, prompt]);

  const persist = useCallback(
    (next: Draft) => {
      dirty.current = false;
      if (!hasContent(next))
        return draftStore()
          .remove(userId, next.id)
          .catch(() => undefined);
      return draftStore()
        .put(next)
        .catch(() => undefined);
    },
    [userId],
  );

  /** Changes the draft; `now` writes it to the device at once instead of after the typing pause. */
  const update = useCallback(
    (change: Partial<Draft>, now = false) => {
      const next = { ...latest.current, ...change, updatedAt: new Date().toISOString() };
      latest.current = next;
      setDraft(next);
      window.clearTimeout(timer.current);
      dirty.current = true;
      if (now) void persist(next);
      else timer.current = window.setTimeout(() => void persist(next), AUTOSAVE_MS);
    },
    [persist],
  );

  // A pending autosave is written when the page goes away (only then: a draft already written, or
  // removed by signing out, is not written again).
  useEffect(() => {
    const flush = () => {
      window.clearTimeout(timer.current);
      if (dirty.current) void persist(latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [persist]);

  /** Starts an empty entry (after a save, or to put this one aside as an unfinished draft). */
  const startOver = useCallback(
    (fields: Partial<ComposeContext> = {}) => {
      window.clearTimeout(timer.current);
      dirty.current = false;
      const next = newDraft(userId, { sessionId, sessionTitle, prompt, ...fields });
      latest.current = next;
      setDraft(next);
      setRestored('fresh');
    },
    [userId, sessionId, sessionTitle, prompt],
  );

  const save = useMutation({
    // The device is the first place an entry is saved: this works offline.
    networkMode: 'always',
    mutationFn: async (): Promise<SendOutcome> => {
      window.clearTimeout(timer.current);
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

  /** Continues an unfinished draft put aside earlier. */
  const load = useCallback(
    (next: Draft) => {
      window.clearTimeout(timer.current);
      if (dirty.current) void persist(latest.current);
      latest.current = next;
      setDraft(next);
      setRestored('restored');
    },
    [persist],
  );

  return { draft, restored, update, startOver, save, load };
}
