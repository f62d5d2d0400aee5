import { useCallback, useEffect, useRef } from 'react';
import { useOnline } from '#client/lib/network-status.ts';
import { useDraftLoad } from './use-draft-load.ts';
import { useDraftPush } from './use-draft-push.ts';
import { useDraftState } from './use-draft-state.ts';
import { newWizardDraft, wizardStore, type WizardDraft } from './wizard-store.ts';

export { answersToSend, deckTitleOf } from './send-wizard-draft.ts';

/** Typing settles this long before the device copy is written, and this long before the server's. */
const LOCAL_MS = 300;
const SERVER_MS = 1500;

/** A device write that fails leaves the answers on the page; the next change tries again. */
const writeLocal = (next: WizardDraft) =>
  wizardStore()
    .put(next)
    .catch(() => undefined);

/**
 * The wizard's answers, written to this device as they are typed (IndexedDB: a reload, a crash or a
 * lost connection loses nothing) and then to the server: the deck is created once a framework is
 * chosen and patched after. With `deckId`, the answers of that deck are edited (the device copy
 * wins when it holds changes the server never got).
 */
export function useWizardDraft(userId: string, deckId: string | null) {
  const online = useOnline();
  const state = useDraftState();
  const { draft, sync, latestRef, show, setSync } = state;
  const loadError = useDraftLoad(userId, deckId, state);
  const push = useDraftPush(userId, state, writeLocal);
  const localTimer = useRef<number | undefined>(undefined);
  const serverTimer = useRef<number | undefined>(undefined);

  const update = useCallback(
    (change: Partial<Pick<WizardDraft, 'framework' | 'title' | 'answers'>>) => {
      const current = latestRef.current;
      if (!current) return;
      const next: WizardDraft = { ...current, ...change, synced: false, updatedAt: new Date().toISOString() };
      show(next);
      setSync((s) => (s === 'premium' ? s : 'local'));
      window.clearTimeout(localTimer.current);
      localTimer.current = window.setTimeout(() => void writeLocal(next), LOCAL_MS);
      window.clearTimeout(serverTimer.current);
      serverTimer.current = window.setTimeout(() => void push(), SERVER_MS);
    },
    [push, latestRef, show, setSync],
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
      if (latestRef.current && !latestRef.current.synced) void writeLocal(latestRef.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [latestRef]);

  /** Sends everything now (before generating); null when the server could not take it. */
  const flush = useCallback(async () => {
    window.clearTimeout(serverTimer.current);
    window.clearTimeout(localTimer.current);
    if (latestRef.current) await writeLocal(latestRef.current);
    return push();
  }, [push, latestRef]);

  /** The deck is generated: the device copy is no longer needed. */
  const finish = useCallback(async () => {
    const current = latestRef.current;
    if (current)
      await wizardStore()
        .remove(userId, current.id)
        .catch(() => undefined);
  }, [userId, latestRef]);

  /** Drops this draft and starts an empty one (the server's deck, if made, stays in the list). */
  const startOver = useCallback(async () => {
    await finish();
    show(newWizardDraft(userId));
    setSync('local');
  }, [finish, userId, show, setSync]);

  return { draft, sync, syncError: state.syncError, loadError, update, flush, finish, startOver, online };
}
