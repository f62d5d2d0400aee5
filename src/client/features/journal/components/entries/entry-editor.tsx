import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { JOURNAL_TEXT_MAX } from '#shared/journal.ts';
import { entryPatchSchema, type Entry } from '#shared/schemas/journal.ts';
import { usePatchEntry } from '#client/features/journal/api/entries.ts';
import { MoodPicker } from '#client/features/journal/components/compose/mood-picker.tsx';
import { TagInput } from '#client/features/journal/components/compose/tag-input.tsx';
import { textareaClass } from '#client/features/journal/components/styles.ts';
import { Switch } from '#client/features/journal/components/switch.tsx';

/** Every editable field of an entry, each one present: the form always holds them all. */
const editSchema = entryPatchSchema.required();
type EditInput = z.input<typeof editSchema>;
type Edit = z.output<typeof editSchema>;

/** Editing a saved entry: its text, transcript, mood, tags and whether AI may read it. */
export function EntryEditor({ userId, entry, onDone }: { userId: string; entry: Entry; onDone: () => void }) {
  const patch = usePatchEntry(userId);
  const form = useForm<EditInput, unknown, Edit>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      text: entry.text,
      transcript: entry.transcript,
      mood: entry.mood,
      tags: entry.tags,
      aiOptOut: entry.aiOptOut,
    },
  });
  const { errors } = form.formState;
  const id = useId();
  const submit = form.handleSubmit(({ transcript, ...fields }) =>
    patch.mutate(
      { id: entry.id, patch: { ...fields, ...(entry.audio ? { transcript } : {}) } },
      { onSuccess: onDone },
    ),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <div>
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-indigo-950">
          Entry text
        </label>
        <textarea
          id={`${id}-text`}
          rows={6}
          maxLength={JOURNAL_TEXT_MAX}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${id}-text-error` : undefined}
          {...form.register('text')}
          className={`mt-1.5 ${textareaClass}`}
        />
        <FieldError id={`${id}-text-error`} message={errors.text?.message} />
      </div>
      {entry.audio ? (
        <div>
          <label htmlFor={`${id}-transcript`} className="block text-sm font-medium text-indigo-950">
            Transcript
          </label>
          <textarea
            id={`${id}-transcript`}
            rows={3}
            maxLength={JOURNAL_TEXT_MAX}
            aria-invalid={errors.transcript ? true : undefined}
            aria-describedby={errors.transcript ? `${id}-transcript-error` : undefined}
            {...form.register('transcript')}
            className={`mt-1.5 ${textareaClass}`}
          />
          <FieldError id={`${id}-transcript-error`} message={errors.transcript?.message} />
        </div>
      ) : null}
      <Controller
        control={form.control}
        name="mood"
        render={({ field }) => <MoodPicker value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagInput tags={field.value} onChange={field.onChange} />}
      />
      <FieldError message={errors.tags?.message ?? errors.mood?.message} />
      <Controller
        control={form.control}
        name="aiOptOut"
        render={({ field }) => (
          <Switch label="Keep this entry away from AI" checked={field.value} onChange={field.onChange} />
        )}
      />
      {patch.error ? (
        <ErrorNotice size="inline" title="Changes not saved" message={patch.error.message} />
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={patch.isPending} aria-busy={patch.isPending}>
          {patch.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
