import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { PitchQuestion } from '#shared/pitch/frameworks.ts';
import type { JournalMaterial } from '#shared/schemas/pitch.ts';

type Entry = JournalMaterial['items'][number];
type Use = (key: PitchQuestion['key'], text: string) => void;

const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/** The journal entries a search found, or why there are none to show. */
export function JournalEntries({
  entries,
  searched,
  questions,
  chosen,
  onUse,
}: {
  entries: UseQueryResult<JournalMaterial>;
  /** Whether words were searched for (an empty search lists goal-tagged entries only). */
  searched: boolean;
  questions: PitchQuestion[];
  /** The question whole entries are added to. */
  chosen: PitchQuestion;
  onUse: Use;
}) {
  if (entries.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner size="sm" label="Loading" /> Reading your journal…
      </p>
    );
  }
  if (entries.error) {
    return (
      <ErrorNotice
        size="inline"
        message={`Your journal could not be read: ${entries.error.message}`}
        onRetry={() => void entries.refetch()}
      />
    );
  }
  if (entries.data.items.length === 0) {
    return (
      <p className="text-sm text-stone-700">
        {searched
          ? 'No entries mention that.'
          : 'Search for a word your entries use, such as your company’s name.'}
      </p>
    );
  }
  return (
    <ul className="max-h-80 space-y-2 overflow-y-auto">
      {entries.data.items.map((entry) => (
        <JournalEntry key={entry.entryId} entry={entry} questions={questions} chosen={chosen} onUse={onUse} />
      ))}
    </ul>
  );
}

/** An entry, with the sentences that answer this step's questions offered on their own first. */
function JournalEntry({
  entry,
  questions,
  chosen,
  onUse,
}: {
  entry: Entry;
  questions: PitchQuestion[];
  chosen: PitchQuestion;
  onUse: Use;
}) {
  const labelOf = (key: string) => questions.find((question) => question.key === key)?.label;
  // Suggestions for questions of other slides belong to their own steps.
  const here = entry.suggestions.filter((s) => labelOf(s.questionKey));
  return (
    <li className="rounded-xl bg-white p-3 text-sm shadow-sm">
      <p className="text-xs text-stone-600">
        {day(entry.createdAt)}
        {entry.tags.length ? ` · ${entry.tags.join(', ')}` : ''}
      </p>
      <p className="mt-1 line-clamp-4 whitespace-pre-wrap text-indigo-950">{entry.excerpt}</p>
      {here.length ? (
        <ul className="mt-2 space-y-1.5">
          {here.map((suggestion, i) => (
            <li key={i} className="flex flex-wrap items-center gap-2">
              <span className="text-stone-700">“{suggestion.text}”</span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onUse(suggestion.questionKey, suggestion.text)}
              >
                Add to “{labelOf(suggestion.questionKey)}”
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button size="sm" variant="outline" className="mt-2" onClick={() => onUse(chosen.key, entry.excerpt)}>
        Add the entry to “{chosen.label}”
      </Button>
    </li>
  );
}
