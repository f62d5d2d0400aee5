import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { JOURNAL_TEXT_MAX } from '#shared/journal.ts';
import { type Entry } from '#shared/schemas/journal.ts';
import { usePatchEntry } from '#client/features/journal/api/entries.ts';
import { MoodPicker } from '#client/features/journal/components/compose/mood-picker.tsx';
import { TagInput } from '#client/features/journal/components/compose/tag-input.tsx';
import { textareaClass } from '#client/features/journal/components/styles.ts';
import { Switch } from '#client/features/journal/components/switch.tsx';

/** Editing a saved entry: its text, transcript, mood, tags and whether AI may read it. */
export function EntryEditor({ userId, entry, onDone }: { userId: string; entry: Entry; onDone: () => void }) {
  const patch = usePatchEntry(userId);
  const [text, setText] = useState(entry.text);
  const [transcript, setTranscript] = useState(entry.transcript);
  const [mood, setMood] = useState(entry.mood);
  const [tags, setTags] = useState(entry.tags);
  const [aiOptOut, setAiOptOut] = useState(entry.aiOptOut);
  const id = useId();
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        patch.mutate(
          { id: entry.id, patch: { text, mood, tags, aiOptOut, ...(entry.audio ? { transcript } : {}) } },
          { onSuccess: onDone },
        );
      }}
    >
      <div>
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-indigo-950">
          Entry text
        </label>
        <textarea
          id={`${id}-text`}
          rows={6}
          value={text}
          maxLength={JOURNAL_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          className={`mt-1.5 ${textareaClass}`}
        />
      </div>
      {entry.audio ? (
        <div>
          <label htmlFor={`${id}-transcript`} className="block text-sm font-medium text-indigo-950">
            Transcript
          </label>
          <textarea
            id={`${id}-transcript`}
            rows={3}
            value={transcript}
            maxLength={JOURNAL_TEXT_MAX}
            onChange={(e) => setTranscript(e.target.value)}
            className={`mt-1.5 ${textareaClass}`}
          />
        </div>
      ) : null}
      <MoodPicker value={mood} onChange={setMood} />
      <TagInput tags={tags} onChange={setTags} />
      <Switch label="Keep this entry away from AI" checked={aiOptOut} onChange={setAiOptOut} />
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
