import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Form } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Select } from '#client/components/ui/select.tsx';
import type { PitchQuestion } from '#shared/pitch/frameworks.ts';
import { journalMaterialQuerySchema } from '#shared/schemas/pitch.ts';
import { journalMaterialQuery } from '#client/features/pitch/api/journal-import.ts';

/** The words searched for, as the route reads them. */
const searchSchema = journalMaterialQuerySchema.required();

const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * What the founder already wrote in the journal, to add to an answer on this step: entries about the
 * company or their goals, with the sentences that look like answers offered first. Only opened on
 * request; entries kept away from AI are never listed.
 */
export function JournalImport({
  userId,
  questions,
  company,
  onUse,
}: {
  userId: string;
  questions: PitchQuestion[];
  /** The company's name, searched for by default. */
  company: string;
  onUse: (key: PitchQuestion['key'], text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState(company);
  // Where whole entries go: a choice for the buttons below, not a value the search sends.
  const [target, setTarget] = useState<string>(questions[0]?.key ?? '');
  const searchId = useId();
  const targetId = useId();
  const entries = useQuery({ ...journalMaterialQuery(userId, search), enabled: open });
  const chosen = questions.find((question) => question.key === target) ?? questions[0];
  if (!chosen) return null;
  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <BookOpen aria-hidden="true" /> Use something from your journal
      </Button>
    );
  }
  const labelOf = (key: string) => questions.find((question) => question.key === key)?.label;
  return (
    <section
      aria-labelledby={`${searchId}-title`}
      className="rounded-2xl border border-indigo-100 bg-indigo-50/40 p-4"
    >
      <h3 id={`${searchId}-title`} className="font-semibold text-indigo-950">
        From your journal
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        Entries tagged with your goals or mentioning what you search for. Entries you kept away from AI are
        never listed here.
      </p>
      <Form
        schema={searchSchema}
        defaultValues={{ q: company }}
        onSubmit={({ q }) => setSearch(q)}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <TextField
          name="q"
          label="Search your entries"
          className="min-w-48 flex-1"
          maxLength={100}
          placeholder="customers, pricing, team…"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      {questions.length > 1 ? (
        <div className="mt-3">
          <Label htmlFor={targetId}>Add whole entries to</Label>
          <Select
            id={targetId}
            className="mt-1 block w-full"
            value={chosen.key}
            onChange={(e) => setTarget(e.target.value)}
          >
            {questions.map((question) => (
              <option key={question.key} value={question.key}>
                {question.label}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <div className="mt-3">
        {entries.isPending ? (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner size="sm" label="Loading" /> Reading your journal…
          </p>
        ) : entries.error ? (
          <ErrorNotice
            size="inline"
            message={`Your journal could not be read: ${entries.error.message}`}
            onRetry={() => void entries.refetch()}
          />
        ) : entries.data.items.length === 0 ? (
          <p className="text-sm text-stone-700">
            {search
              ? 'No entries mention that.'
              : 'Search for a word your entries use, such as your company’s name.'}
          </p>
        ) : (
          <ul className="max-h-80 space-y-2 overflow-y-auto">
            {entries.data.items.map((entry) => {
              const here = entry.suggestions.filter((s) => labelOf(s.questionKey));
              return (
                <li key={entry.entryId} className="rounded-xl bg-white p-3 text-sm shadow-sm">
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
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-2"
                    onClick={() => onUse(chosen.key, entry.excerpt)}
                  >
                    Add the entry to “{chosen.label}”
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
