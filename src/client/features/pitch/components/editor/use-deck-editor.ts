import { useCallback, useMemo, useState } from 'react';
import { checkDeck } from '#shared/pitch/checker.ts';
import type { ThemeId } from '#shared/pitch/themes.ts';
import type { Deck, PitchSlide } from '#shared/schemas/pitch.ts';
import { record, redo, reset, startHistory, undo, type History } from '#client/features/pitch/lib/history.ts';
import { useDeckAutosave } from './use-deck-autosave.ts';

/** What the editor changes; answers and framework belong to the wizard. */
export interface EditorDeck {
  title: string;
  theme: ThemeId;
  slides: PitchSlide[];
}

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'offline' | 'conflict' | 'error';

const editable = (deck: Deck): EditorDeck => ({ title: deck.title, theme: deck.theme, slides: deck.slides });

/**
 * The deck being edited: its undo history, the live checker's result, and autosave (offline,
 * changes wait and are sent on return; a change made in another tab is never silently overwritten).
 */
export function useDeckEditor(userId: string, deck: Deck) {
  const [history, setHistory] = useState<History<EditorDeck>>(() => startHistory(editable(deck)));
  const present = history.present;
  const autosave = useDeckAutosave(userId, deck, present);
  const { resetTo } = autosave;

  const change = useCallback((next: (deck: EditorDeck) => EditorDeck, mergeKey: string | null = null) => {
    setHistory((h) => record(h, next(h.present), { mergeKey }));
  }, []);

  /** Replaces everything with the server's deck (a restored version, the latest after a conflict). */
  const replace = useCallback(
    (fresh: Deck) => {
      const content = editable(fresh);
      resetTo(content, fresh.version);
      setHistory(reset(content));
    },
    [resetTo],
  );

  const check = useMemo(
    () => checkDeck({ framework: deck.framework, answers: deck.answers, slides: present.slides }),
    [deck.framework, deck.answers, present.slides],
  );

  return {
    present,
    check,
    state: autosave.state,
    error: autosave.error,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    change,
    replace,
    save: autosave.save,
  };
}
