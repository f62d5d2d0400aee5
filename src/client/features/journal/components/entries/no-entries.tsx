import { NotebookPen } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

/**
 * An empty list, which means one of two things: the filters leave nothing (offer to clear them) or
 * nothing is written yet (offer to write).
 */
export function NoEntries({
  filtered,
  onClear,
  onWrite,
}: {
  filtered: boolean;
  onClear: () => void;
  onWrite: () => void;
}) {
  return (
    <div className={cardVariants({ variant: 'dashed', padding: 'none', className: 'px-6 py-10' })}>
      <NotebookPen aria-hidden="true" className="mx-auto size-8 text-indigo-300" />
      <p className="mt-3 font-semibold text-indigo-950">
        {filtered ? 'No entries match these filters' : 'No entries yet'}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {filtered
          ? 'Try other words, or clear the filters.'
          : 'Write or record your first entry — it only takes a minute.'}
      </p>
      {filtered ? (
        <Button variant="outline" className="mt-5" onClick={onClear}>
          Clear filters
        </Button>
      ) : (
        <Button className="mt-5" onClick={onWrite}>
          Write an entry
        </Button>
      )}
    </div>
  );
}
