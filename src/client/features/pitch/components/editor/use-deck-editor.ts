import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, isRetryable } from '#client/lib/api-client.ts';
import { useOnline } from '#client/lib/network-status.ts';
import { checkDeck } from '#shared/pitch/checker.ts';
import type { ThemeId } from '#shared/pitch/themes.ts';
import type { Deck, PitchSlide } from '#shared/schemas/pitch.ts';
import { patchDeck } from '#client/features/pitch/api/pitch-api.ts';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';
import { record, redo, reset, startHistory, undo, type History } from '#client/features/pitch/lib/history.ts';

/** What the editor changes; answers and framework belong to the wizard. */
export interface EditorDeck {
  title: string;
  theme: ThemeId;
  slides: PitchSlide[];
}

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'offline' | 'conflict' | 'error';

/** Typing settles for this long before the deck is sent. */
const AUTOSAVE_MS = 900;

const editable = (deck: Deck): EditorDeck => ({ title: deck.title, theme: deck.theme, slides: deck.slides });

/**
 * The deck being edited: its undo history, the live checker's result, and autosave. Saves carry the
 * version they started from, so a change made meanwhile in another tab is never silently overwritten
 * (409 `deck_conflict` asks the founder which to keep). Offline, changes wait and are sent on return.
 */
export function useDeckEditor(userId: string, deck: Deck) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [history, setHistory] = useState<History<EditorDeck>>(() => startHistory(editable(deck)));
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<string | null>(null);
  const version = useRef(deck.version);
  /** The content the server has; a save is needed while the present differs from it. */
  const savedContent = useRef<EditorDeck>(history.present);
  const [saved, setSaved] = useState<EditorDeck>(history.present);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const present = history.present;
  const presentRef = useRef(present);
  useEffect(() => {
    presentRef.current = present;
  });

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
          version.current = saved.version;
          savedContent.current = content;
          setSaved(content);
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
    [deck.id, queryClient, userId],
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

  // Leaving with changes the server does not have yet: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (presentRef.current !== savedContent.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const change = useCallback((next: (deck: EditorDeck) => EditorDeck, mergeKey: string | null = null) => {
    setHistory((h) => record(h, next(h.present), { mergeKey }));
  }, []);

  /** Replaces everything with the server's deck (a restored version, the latest after a conflict). */
  const replace = useCallback((fresh: Deck) => {
    version.current = fresh.version;
    const content = editable(fresh);
    savedContent.current = content;
    setSaved(content);
    setHistory(reset(content));
    setState('saved');
  }, []);

  const check = useMemo(
    () => checkDeck({ framework: deck.framework, answers: deck.answers, slides: present.slides }),
    [deck.framework, deck.answers, present.slides],
  );

  return {
    present,
    check,
    state: shownState(state, present !== saved, online),
    error,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    change,
    replace,
    save,
  };
}

/** What the indicator says: changes not yet sent are 'unsaved', or 'offline' while they cannot be. */
function shownState(state: SaveState, dirty: boolean, online: boolean): SaveState {
  if (state === 'saved' || state === 'unsaved') {
    if (!dirty) return 'saved';
    return online ? 'unsaved' : 'offline';
  }
  return state;
}
