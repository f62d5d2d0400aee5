import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { PitchQuestion } from '#shared/pitch/frameworks.ts';
import { journalMaterialQuerySchema } from '#shared/schemas/pitch.ts';
import { journalMaterialQuery } from '#client/features/pitch/api/journal-import.ts';
import { selectClass } from '#client/features/pitch/components/styles.ts';

/** The words searched for (as the route reads them) and the answer whole entries are added to. */
const importSchema = journalMaterialQuerySchema.required().extend({ target: z.string() });
type ImportInput = z.input<typeof importSchema>;
type Import = z.output<typeof importSchema>;

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
  const form = useForm<ImportInput, unknown, Import>({
    resolver: zodResolver(importSchema),
    defaultValues: { q: company, target: questions[0]?.key ?? '' },
  });
  const [search, setSearch] = useState(company);
  const target = useWatch({ control: form.control, name: 'target' });
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
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={form.handleSubmit(({ q }) => setSearch(q))}
      >
        <div className="min-w-48 flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-indigo-950">
            Search your entries
          </label>
          <Input
            id={searchId}
            className="mt-1"
            maxLength={100}
            invalid={Boolean(form.formState.errors.q)}
            aria-describedby={form.formState.errors.q ? `${searchId}-error` : undefined}
            {...form.register('q')}
            placeholder="customers, pricing, team…"
          />
          {form.formState.errors.q ? (
            <p id={`${searchId}-error`} className="mt-1.5 text-sm text-red-700">
              {form.formState.errors.q.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {questions.length > 1 ? (
        <div className="mt-3">
          <label htmlFor={targetId} className="block text-sm font-medium text-indigo-950">
            Add whole entries to
          </label>
          <select id={targetId} className={`${selectClass} mt-1`} {...form.register('target')}>
            {questions.map((question) => (
              <option key={question.key} value={question.key}>
                {question.label}
              </option>
            ))}
          </select>
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
