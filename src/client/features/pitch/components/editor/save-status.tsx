import { Check, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { SaveState } from './use-deck-editor.ts';

const TEXT: Record<SaveState, string> = {
  saved: 'All changes saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  offline: 'Offline: changes will be saved when you are back',
  conflict: 'Changed in another tab',
  error: 'Not saved',
};

/** Where the deck's changes are: saved, on their way, or waiting for the connection. */
export function SaveStatus({ state }: { state: SaveState }) {
  const Icon =
    state === 'saved'
      ? Check
      : state === 'offline'
        ? CloudOff
        : state === 'saving' || state === 'unsaved'
          ? LoaderCircle
          : TriangleAlert;
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-stone-700" data-save-state={state}>
      <Icon
        aria-hidden="true"
        className={state === 'saving' ? 'size-4 motion-safe:animate-spin' : 'size-4'}
      />
      {TEXT[state]}
    </p>
  );
}
