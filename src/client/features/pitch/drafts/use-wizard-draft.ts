import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isRetryable } from '#client/lib/api-client.ts';
import { celebrateBadges } from '#client/entities/badges/celebrate-badges.ts';
import { useOnline } from '#client/lib/network-status.ts';
import type { FrameworkId, PitchAnswers } from '#shared/pitch/frameworks.ts';
import type { Deck } from '#shared/schemas/pitch.ts';
import { createDeck, deckQuery, patchDeck } from '#client/features/pitch/api/pitch-api.ts';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';
import { newWizardDraft, wizardStore, type WizardDraft } from './wizard-store.ts';

/** Typing settles this long before the device copy is written, and this long before the server's. */
const LOCAL_MS = 300;
const SERVER_MS = 1500;

export type WizardSync =
  /** Nothing typed yet, or only on this device because no framework is chosen. */
  | 'local'
  | 'saving'
  | 'saved'
  /** Kept on this device; sent when the connection returns. */
  | 'offline'
  /** The free plan's one deck is taken: kept on this device, the page offers Premium. */
  | 'premium'
  | 'error';

/** Only the answers worth sending: the schema takes answers by known key, and empty ones say nothing. */
export function answersToSend(answers: Record<string, string>): PitchAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, text]) => text.trim() !== ''));
}

/** Creates the deck, celebrating the badge a first deck earns. */
async function createFirst(body: Parameters<typeof createDeck>[0]) {
  const created = await createDeck(body);
  celebrateBadges(created.newBadges);
  return created;
}

export const deckTitleOf = (draft: WizardDraft) =>
  draft.title.trim() || draft.answers.company?.trim() || 'Untitled deck';

const fromDeck = (userId: string, deck: Deck): WizardDraft => ({
  ...newWizardDraft(userId),
  framework: deck.framework,
  title: deck.title,
  answers: Object.fromEntries(
    Object.entries(deck.answers).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ),
  deckId: deck.id,
  synced: true,
});

/**
 * The wizard's answers, written to this device as they are typed (IndexedDB: a reload, a crash or a
 * lost connection loses nothing) and then to the server: the deck is created once a framework is
 * chosen and patched after. With `deckId`, the answers of that deck are edited (the device copy
 * wins when it holds changes the server never got).
 */
export function useWizardDraft(userId: string, deckId: string | null) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [draft, setDraft] = useState<WizardDraft | null>(null);
  const [sync, setSync] = useState<WizardSync>('local');
  const [syncError, setSyncError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const latest = useRef<WizardDraft | null>(null);
  const localTimer = useRef<number | undefined>(undefined);
  const serverTimer = useRef<number | undefined>(undefined);
  const pushing = useRef<Promise<WizardDraft | null> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = async (): Promise<WizardDraft> => {
      const drafts = await wizardStore()
        .list(userId)
        .catch(() => []);
      if (deckId) {
        const kept = drafts.find((d) => d.deckId === deckId);
        if (kept) return kept;
        return fromDeck(userId, await queryClient.fetchQuery(deckQuery(userId, deckId)));
      }
      return drafts.find((d) => d.deckId === null || !d.synced) ?? drafts[0] ?? newWizardDraft(userId);
    };
    load().then(
      (loaded) => {
        if (cancelled) return;
        latest.current = loaded;
        setDraft(loaded);
        setSync(loaded.deckId && loaded.synced ? 'saved' : 'local');
      },
      (error: unknown) =>
        !cancelled && setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, deckId, queryClient]);

  const writeLocal = useCallback(
    (next: WizardDraft) =>
      wizardStore()
        .put(next)
        .catch(() => undefined),
    [],
  );

  /** Sends the latest draft to the server; resolves with it as the server has it (null when it could not). */
  const push = useCallback(async (): Promise<WizardDraft | null> => {
    if (pushing.current) await pushing.current.catch(() => null);
    const sending = latest.current;
    if (!sending?.framework) return null;
    if (sending.synced && sending.deckId) return sending;
    setSync('saving');
    const run = (async () => {
      try {
        const body = {
          framework: sending.framework as FrameworkId,
          title: deckTitleOf(sending),
          answers: answersToSend(sending.answers),
        };
        const deck = sending.deckId ? await patchDeck(sending.deckId, body) : await createFirst(body);
        queryClient.setQueryData(pitchKeys.deck(userId, deck.id), deck);
        void queryClient.invalidateQueries({ queryKey: pitchKeys.decks(userId) });
        const current = latest.current ?? sending;
        const unchanged = current.updatedAt === sending.updatedAt;
        const next: WizardDraft = { ...current, deckId: deck.id, synced: unchanged };
        latest.current = next;
        setDraft(next);
        await writeLocal(next);
        setSyncError(null);
        setSync(unchanged ? 'saved' : 'local');
        return next;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'premium_required') setSync('premium');
        else if (isRetryable(error)) setSync('offline');
        else {
          setSync('error');
          setSyncError(error instanceof Error ? error.message : String(error));
        }
        return null;
      }
    })();
    pushing.current = run;
    const result = await run;
    pushing.current = null;
    return result;
  }, [queryClient, userId, writeLocal]);

  const update = useCallback(
    (change: Partial<Pick<WizardDraft, 'framework' | 'title' | 'answers'>>) => {
      const current = latest.current;
      if (!current) return;
      const next: WizardDraft = { ...current, ...change, synced: false, updatedAt: new Date().toISOString() };
      latest.current = next;
      setDraft(next);
      setSync((s) => (s === 'premium' ? s : 'local'));
      window.clearTimeout(localTimer.current);
      localTimer.current = window.setTimeout(() => void writeLocal(next), LOCAL_MS);
      window.clearTimeout(serverTimer.current);
      serverTimer.current = window.setTimeout(() => void push(), SERVER_MS);
    },
    [push, writeLocal],
  );

  // Back online: send what waited.
  useEffect(() => {
    if (online && draft && !draft.synced && draft.framework && sync !== 'premium') void push();
    // Only the return of the connection (and the first load) triggers this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, draft?.id]);

  // A pending device write happens when the page goes away.
  useEffect(() => {
    const flush = () => {
      window.clearTimeout(localTimer.current);
      if (latest.current && !latest.current.synced) void writeLocal(latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [writeLocal]);

  /** Sends everything now (before generating); null when the server could not take it. */
  const flush = useCallback(async () => {
    window.clearTimeout(serverTimer.current);
    window.clearTimeout(localTimer.current);
    if (latest.current) await writeLocal(latest.current);
    return push();
  }, [push, writeLocal]);

  /** The deck is generated: the device copy is no longer needed. */
  const finish = useCallback(async () => {
    const current = latest.current;
    if (current)
      await wizardStore()
        .remove(userId, current.id)
        .catch(() => undefined);
  }, [userId]);

  /** Drops this draft and starts an empty one (the server's deck, if made, stays in the list). */
  const startOver = useCallback(async () => {
    await finish();
    const fresh = newWizardDraft(userId);
    latest.current = fresh;
    setDraft(fresh);
    setSync('local');
  }, [finish, userId]);

  return { draft, sync, syncError, loadError, update, flush, finish, startOver, online };
}
