import { useId } from 'react';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextareaField } from '#client/components/ui/form-fields.tsx';
import { JOURNAL_TEXT_MAX } from '#shared/journal.ts';
import { entryCreateSchema } from '#shared/schemas/journal.ts';
import type { Draft } from '#client/features/journal/drafts/draft-store.ts';
import type { ComposeContext, useCompose } from '#client/features/journal/drafts/use-compose.ts';
import { AutosaveDraft, type ComposeFields } from './autosave-draft.tsx';
import { EntryPrompt } from './compose-header.tsx';
import { EntryChoices } from './entry-choices.tsx';
import { RecordingField } from './recording-field.tsx';
import { SaveOutcome } from './save-outcome.tsx';

/** What the person types or picks; the recording itself goes to the draft straight from the recorder. */
const composeSchema = entryCreateSchema
  .pick({ text: true, mood: true, tags: true, aiOptOut: true })
  .required()
  .extend({ transcript: entryCreateSchema.shape.text });

/** The part of the draft the form holds; the store keeps the rest (the recording, the prompt). */
const formFields = (draft: Draft): ComposeFields => ({
  text: draft.text,
  mood: draft.mood,
  tags: draft.tags,
  aiOptOut: draft.aiOptOut,
  transcript: draft.transcript,
});

/** Writing (or speaking) an entry; everything is kept on the device until the server has it. */
export function ComposeCard({
  userId,
  context,
  compose,
  onSent,
}: {
  userId: string;
  context: ComposeContext;
  compose: ReturnType<typeof useCompose>;
  onSent: () => void;
}) {
  const { draft, update, save } = compose;
  const textId = useId();
  const fromSession = context.sessionId !== null;
  const fields = formFields(draft);

  return (
    <Form
      schema={composeSchema}
      defaultValues={fields}
      values={fields}
      pending={save.isPending}
      aria-labelledby={`${textId}-heading`}
      className="space-y-5"
      // The store already holds every value; saving sends its draft.
      onSubmit={() =>
        save.mutate(undefined, {
          onSuccess: (result) => {
            if (result.kind === 'sent') onSent();
          },
        })
      }
    >
      <AutosaveDraft update={update} />
      <h2 id={`${textId}-heading`} className="sr-only">
        New entry
      </h2>
      <EntryPrompt
        userId={userId}
        context={context}
        answering={draft.prompt}
        onAnswer={(prompt) => update({ prompt }, true)}
      />

      {compose.restored === 'restored' ? (
        <p role="status" className="text-sm font-medium text-teal-800">
          Your unsaved draft was restored.
        </p>
      ) : null}

      <TextareaField
        name="text"
        label="Your entry"
        hint="Saved on this device as you type."
        rows={7}
        maxLength={JOURNAL_TEXT_MAX}
        disabled={compose.restored === 'loading'}
        placeholder={draft.prompt ?? 'What is on your mind today?'}
      />

      <RecordingField audio={draft.audio} onAudio={(audio) => update({ audio }, true)} />

      <EntryChoices />

      <SaveOutcome outcome={save.data} />
      {save.error ? <ErrorNotice size="inline" title="Not saved" message={save.error.message} /> : null}

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          size="lg"
          disabled={compose.restored === 'loading' || (draft.text.trim() === '' && !draft.audio)}
          pendingLabel="Saving…"
        >
          Save entry
        </SubmitButton>
        {!fromSession && draft.prompt ? (
          <p className="text-sm text-stone-600">Answering today’s question.</p>
        ) : null}
      </div>
    </Form>
  );
}
