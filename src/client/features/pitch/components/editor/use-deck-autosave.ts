import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError, isRetryable } from '#client/lib/api-client.ts';
import { useOnline } from '#client/lib/network-status.ts';
import type { Deck } from '#shared/schemas/pitch.ts';
import { patchDeck } from '#client/features/pitch/api/pitch-api.ts';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';
import type { EditorDeck, SaveState } from './use-deck-editor.ts';

/** Typing settles for this long before the deck is sent. */
const AUTOSAVE_MS = 900;

/**
 * Saving what is edited: after a pause, on return from offline, and on request. Saves carry the
 * version they started from, so a change made meanwhile in another tab is never silently overwritten
 * (409 `deck_conflict` asks the founder which to keep). Leaving with changes the server lacks asks first.
 */
export function useDeckAutosave(userId: string, deck: Deck, present: EditorDeck) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<string | null>(null);
  const version = useRef(deck.version);
  /** The content the server has; a save is needed while the present differs from it. */
  const savedContent = useRef<EditorDeck>(present);
  const [saved, setSaved] = useState<EditorDeck>(present);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const presentRef = useRef(present);
  useEffect(() => {
    presentRef.current = present;
  });

  /** Records `content` as what the server holds at `at`. */
  const markSaved = useCallback((content: EditorDeck, at: number) => {
    version.current = at;
    savedContent.current = content;
    setSaved(content);
  }, []);

  const save = useCallback(
    async (overwrite = false): Promise<void> => {
      window.clearTimeout(timer.current);
      if (inFlight.current) await inFlight.current.catch(() => undefined);
      const content = presentRef.current;
      if (content === savedContent.current && !overwrite) {
        setState('saved');
        return;
      }
      setState('saving');
      const sending = patchDeck(deck.id, {
        title: content.title,
        theme: content.theme,
        slides: content.slides,
        ...(overwrite ? {} : { baseVersion: version.current }),
      }).then(
        (saved) => {
          markSaved(content, saved.version);
          queryClient.setQueryData(pitchKeys.deck(userId, deck.id), saved);
          void queryClient.invalidateQueries({ queryKey: pitchKeys.versions(userId, deck.id) });
          void queryClient.invalidateQueries({ queryKey: pitchKeys.decks(userId) });
          setError(null);
          setState(presentRef.current === content ? 'saved' : 'unsaved');
        },
        (cause: unknown) => {
          if (cause instanceof ApiError && cause.status === 409) setState('conflict');
          else if (isRetryable(cause)) setState('offline');
          else {
            setState('error');
            setError(cause instanceof Error ? cause.message : String(cause));
          }
        },
      );
      inFlight.current = sending;
      await sending;
      inFlight.current = null;
    },
    [deck.id, queryClient, userId, markSaved],
  );

  // Autosave after a pause in editing.
  useEffect(() => {
    if (present === savedContent.current) return;
    if (state === 'conflict') return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer.current);
    // The save state is read, not followed: a finished save must not schedule another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [present, save]);

  // Back online: send what waited.
  useEffect(() => {
    if (online && state === 'offline') void save();
  }, [online, state, save]);

  useWarnBeforeLeaving(presentRef, savedContent);

  /** The server's deck replaced what was edited (a restored version): nothing is left to save. */
  const resetTo = useCallback(
    (content: EditorDeck, at: number) => {
      markSaved(content, at);
      setState('saved');
    },
    [markSaved],
  );

  return { state: shownState(state, present !== saved, online), error, save, resetTo };
}

/** Leaving with changes the server does not have yet: the browser asks first. */
function useWarnBeforeLeaving(presentRef: RefObject<EditorDeck>, savedRef: RefObject<EditorDeck>) {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (presentRef.current !== savedRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [presentRef, savedRef]);
}

/** What the indicator says: changes not yet sent are 'unsaved', or 'offline' while they cannot be. */
function shownState(state: SaveState, dirty: boolean, online: boolean): SaveState {
  if (state === 'saved' || state === 'unsaved') {
    if (!dirty) return 'saved';
    return online ? 'unsaved' : 'offline';
  }
  return state;
}
