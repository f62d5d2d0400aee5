import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { FRAMEWORKS } from '#shared/pitch/frameworks.ts';
import type { DeckList } from '#shared/schemas/pitch.ts';
import { cardVariants } from '#client/components/ui/card.tsx';

const frameworkName = (id: string) => FRAMEWORKS.find((f) => f.id === id)?.name ?? id;
const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/** A deck in the list: its title and framework, when it changed, and ways to open or delete it. */
export function DeckCard({ deck, onDelete }: { deck: DeckList['items'][number]; onDelete: () => void }) {
  return (
    <li className={cardVariants({ padding: 'none', className: 'flex flex-col p-5' })}>
      <h3 className="text-lg font-bold text-indigo-950">
        <Link
          to={`/pitch/${encodeURIComponent(deck.id)}`}
          className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          {deck.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        {frameworkName(deck.framework)} · {deck.slideCount} slides
      </p>
      <p className="text-sm text-stone-600">Changed {day(deck.updatedAt)}</p>
      <div className="mt-4 flex flex-1 items-end justify-between gap-2">
        <Link
          to={`/pitch/${encodeURIComponent(deck.id)}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Open<span className="sr-only"> {deck.title}</span>
        </Link>
        <Button variant="outline" size="icon" aria-label={`Delete ${deck.title}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
