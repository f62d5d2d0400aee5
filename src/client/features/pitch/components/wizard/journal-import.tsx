import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Form } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import type { PitchQuestion } from '#shared/pitch/frameworks.ts';
import { journalMaterialQuerySchema } from '#shared/schemas/pitch.ts';
import { journalMaterialQuery } from '#client/features/pitch/api/journal-import.ts';
import { JournalEntries } from './journal-entries.tsx';

/** The words searched for, as the route reads them. */
const searchSchema = journalMaterialQuerySchema.required();

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
  // Where whole entries go (see EntryTarget).
  const [target, setTarget] = useState<string>(questions[0]?.key ?? '');
  const searchId = useId();
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
        <EntryTarget questions={questions} value={chosen.key} onChange={setTarget} />
      ) : null}
      <div className="mt-3">
        <JournalEntries
          entries={entries}
          searched={search !== ''}
          questions={questions}
          chosen={chosen}
          onUse={onUse}
        />
      </div>
    </section>
  );
}

/**
 * Which question whole entries are added to, when the step has several. Not part of the search
 * form: it picks the target of the buttons under each entry, and the search never sends it.
 */
function EntryTarget({
  questions,
  value,
  onChange,
}: {
  questions: PitchQuestion[];
  value: string;
  onChange: (key: string) => void;
}) {
  const id = useId();
  return (
    <div className="mt-3">
      <Label htmlFor={id}>Add whole entries to</Label>
      <Select id={id} className="mt-1 block w-full" value={value} onChange={(e) => onChange(e.target.value)}>
        {questions.map((question) => (
          <option key={question.key} value={question.key}>
            {question.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
