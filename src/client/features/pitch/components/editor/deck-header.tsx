import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { DECK_TITLE_MAX } from '#shared/pitch/frameworks.ts';
import type { DeckWriter } from '#shared/schemas/pitch.ts';
import { SaveStatus } from './save-status.tsx';
import type { SaveState } from './use-deck-editor.ts';

/**
 * The deck's title, edited in place, with who wrote the slides and where the changes are. The title
 * is part of the deck's undo history, not a form of its own.
 */
export function DeckHeader({
  title,
  writtenBy,
  state,
  onTitle,
}: {
  title: string;
  writtenBy: DeckWriter;
  state: SaveState;
  onTitle: (title: string) => void;
}) {
  return (
    <>
      <title>{`${title || 'Pitch deck'} · Founder Flow`}</title>
      <Link
        to="/pitch"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-teal-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Your decks
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="sr-only">Edit {title}</h1>
          <label htmlFor="deck-title" className="block text-sm font-medium text-stone-700">
            Deck title
          </label>
          <Input
            id="deck-title"
            className="mt-1 max-w-xl text-lg font-bold"
            maxLength={DECK_TITLE_MAX}
            value={title}
            onChange={(event) => onTitle(event.target.value)}
          />
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Badge tone={writtenBy === 'model' ? 'indigo' : 'teal'}>
            {writtenBy === 'model' ? 'Written by the model' : 'Written by the composer'}
          </Badge>
          <SaveStatus state={state} />
        </div>
      </div>
    </>
  );
}
