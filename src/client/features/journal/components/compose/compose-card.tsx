import { CircleCheck, CloudOff } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { JOURNAL_TEXT_MAX } from '#shared/journal.ts';
import { OFFLINE_DRAFT_MESSAGE } from '#client/features/journal/drafts/draft-sync.ts';
import type { ComposeContext, useCompose } from '#client/features/journal/drafts/use-compose.ts';
import { textareaClass } from '#client/features/journal/components/styles.ts';
import { Switch } from '#client/features/journal/components/switch.tsx';
import { DailyPrompt, ReflectingOn } from './compose-header.tsx';
import { MoodPicker } from './mood-picker.tsx';
import { TagInput } from './tag-input.tsx';
import { VoiceRecorder } from './voice-recorder.tsx';

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

  return (
    <form
      aria-labelledby={`${textId}-heading`}
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined, {
          onSuccess: (result) => {
            if (result.kind === 'sent') onSent();
          },
        });
      }}
    >
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

      <div>
        <label htmlFor={textId} className="block text-sm font-medium text-indigo-950">
          Your entry
        </label>
        <textarea
          id={textId}
          rows={7}
          value={draft.text}
          maxLength={JOURNAL_TEXT_MAX}
          disabled={compose.restored === 'loading'}
          onChange={(event) => update({ text: event.target.value })}
          placeholder={draft.prompt ?? 'What is on your mind today?'}
          className={`mt-1.5 ${textareaClass}`}
        />
        <p className="mt-1.5 text-sm text-stone-600">Saved on this device as you type.</p>
      </div>

      <VoiceRecorder
        audio={draft.audio}
        transcript={draft.transcript}
        onAudio={(audio) => update({ audio }, true)}
        onTranscript={(transcript) => update({ transcript })}
      />

      <MoodPicker value={draft.mood} onChange={(mood) => update({ mood }, true)} />
      <TagInput tags={draft.tags} onChange={(tags) => update({ tags }, true)} />
      <Switch
        label="Keep this entry away from AI"
        hint="The Owl will not read it, and it is never sent to an AI provider."
        checked={draft.aiOptOut}
        onChange={(aiOptOut) => update({ aiOptOut }, true)}
      />

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
        <Button
          type="submit"
          size="lg"
          disabled={
            save.isPending || compose.restored === 'loading' || (draft.text.trim() === '' && !draft.audio)
          }
          aria-busy={save.isPending}
        >
          {save.isPending ? 'Saving…' : 'Save entry'}
        </Button>
        {!fromSession && draft.prompt ? (
          <p className="text-sm text-stone-600">Answering today’s question.</p>
        ) : null}
      </div>
    </form>
  );
}
