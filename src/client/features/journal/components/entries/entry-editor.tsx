import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextareaField } from '#client/components/ui/form-fields.tsx';
import { JOURNAL_TEXT_MAX } from '#shared/journal.ts';
import { entryPatchSchema, type Entry } from '#shared/schemas/journal.ts';
import { usePatchEntry } from '#client/features/journal/api/entries.ts';
import { EntryChoices } from '#client/features/journal/components/compose/entry-choices.tsx';

/** Every editable field of an entry, each one present: the form always holds them all. */
const editSchema = entryPatchSchema.required();

/** Editing a saved entry: its text, transcript, mood, tags and whether AI may read it. */
export function EntryEditor({ userId, entry, onDone }: { userId: string; entry: Entry; onDone: () => void }) {
  const patch = usePatchEntry(userId);
  return (
    <Form
      schema={editSchema}
      defaultValues={{
        text: entry.text,
        transcript: entry.transcript,
        mood: entry.mood,
        tags: entry.tags,
        aiOptOut: entry.aiOptOut,
      }}
      pending={patch.isPending}
      onSubmit={({ transcript, ...fields }) =>
        patch.mutate(
          { id: entry.id, patch: { ...fields, ...(entry.audio ? { transcript } : {}) } },
          { onSuccess: onDone },
        )
      }
      className="space-y-4"
    >
      <TextareaField name="text" label="Entry text" rows={6} maxLength={JOURNAL_TEXT_MAX} />
      {entry.audio ? (
        <TextareaField name="transcript" label="Transcript" rows={3} maxLength={JOURNAL_TEXT_MAX} />
      ) : null}
      <EntryChoices />
      {patch.error ? (
        <ErrorNotice size="inline" title="Changes not saved" message={patch.error.message} />
      ) : null}
      <div className="flex gap-3">
        <SubmitButton pendingLabel="Saving…">Save changes</SubmitButton>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
