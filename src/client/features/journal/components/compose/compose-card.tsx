import { CircleCheck, CloudOff } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextareaField } from '#client/components/ui/form-fields.tsx';
import { JOURNAL_TEXT_MAX } from '#shared/journal.ts';
import { entryCreateSchema } from '#shared/schemas/journal.ts';
import type { Draft } from '#client/features/journal/drafts/draft-store.ts';
import { OFFLINE_DRAFT_MESSAGE } from '#client/features/journal/drafts/draft-sync.ts';
import type { ComposeContext, useCompose } from '#client/features/journal/drafts/use-compose.ts';
import { DailyPrompt, ReflectingOn } from './compose-header.tsx';
import { EntryChoices } from './entry-choices.tsx';
import { VoiceRecorder } from './voice-recorder.tsx';

/** What the person types or picks; the recording itself goes to the draft straight from the recorder. */
const composeSchema = entryCreateSchema
  .pick({ text: true, mood: true, tags: true, aiOptOut: true })
  .required()
  .extend({ transcript: entryCreateSchema.shape.text });
type ComposeFields = Pick<Draft, 'text' | 'mood' | 'tags' | 'aiOptOut' | 'transcript'>;
/** Typing waits for the store's pause before it is written; a choice is written at once. */
const TYPED: readonly string[] = ['text', 'transcript'] satisfies (keyof ComposeFields)[];

/**
 * Hands every change the person makes in the form to the draft store, which autosaves it on the
 * device. Changes the store makes itself (a restored draft, a fresh one after saving) come back into
 * the form through its `values`, and are not written again.
 */
function AutosaveDraft({ update }: { update: (change: Partial<Draft>, now?: boolean) => void }) {
  const form = useFormContext<ComposeFields>();
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type, values }) => {
          if (type !== 'change' || !name || !(name in values)) return;
          const field = name as keyof ComposeFields;
          update({ [field]: values[field] }, !TYPED.includes(field));
        },
      }),
    [form, update],
  );
  return null;
}

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
  const outcome = save.data;
  const fields: ComposeFields = {
    text: draft.text,
    mood: draft.mood,
    tags: draft.tags,
    aiOptOut: draft.aiOptOut,
    transcript: draft.transcript,
  };

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
      {(form) => (
        <>
          <AutosaveDraft update={update} />
          <h2 id={`${textId}-heading`} className="sr-only">
            New entry
          </h2>
          {fromSession ? (
            <ReflectingOn context={context} />
          ) : (
            <DailyPrompt
              userId={userId}
              answering={draft.prompt}
              onAnswer={(prompt) => update({ prompt }, true)}
            />
          )}

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

          <Controller
            control={form.control}
            name="transcript"
            render={({ field }) => (
              <VoiceRecorder
                audio={draft.audio}
                transcript={field.value}
                onAudio={(audio) => update({ audio }, true)}
                onTranscript={field.onChange}
              />
            )}
          />

          <EntryChoices />

          {outcome?.kind === 'kept' ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
            >
              <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {OFFLINE_DRAFT_MESSAGE}
            </p>
          ) : outcome?.kind === 'refused' ? (
            <ErrorNotice size="inline" title="Not saved yet" message={outcome.message} />
          ) : outcome?.kind === 'sent' ? (
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-teal-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              Entry saved.
            </p>
          ) : null}
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
        </>
      )}
    </Form>
  );
}
