import { AudioLines } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { describeApiError } from '#shared/errors.ts';
import type { Entry } from '#shared/schemas/journal.ts';
import { useTranscribe } from '#client/features/journal/api/entries.ts';

const STATUS_WORDS = {
  none: 'Not transcribed yet.',
  pending: 'Transcribing…',
  done: 'Transcript',
  failed: 'Transcription failed.',
} as const;

/** A voice entry's recording, its transcript and where transcription stands, with 'Transcribe'. */
export function EntryAudio({ userId, entry }: { userId: string; entry: Entry }) {
  const transcribe = useTranscribe(userId);
  if (!entry.audio) return null;
  const failure =
    transcribe.error instanceof ApiError
      ? describeApiError(transcribe.error.code, transcribe.error.message)
      : transcribe.error
        ? { message: transcribe.error.message }
        : null;
  return (
    <div className="space-y-3 rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <audio
        controls
        preload="metadata"
        src={entry.audio.url}
        aria-label="Recording of this entry"
        className="h-10 w-full"
      />
      <div>
        <p className="flex items-center gap-2 text-sm font-semibold text-indigo-950">
          {entry.transcriptStatus === 'pending' ? (
            <Spinner size="sm" label="Transcribing" />
          ) : (
            <AudioLines aria-hidden="true" className="size-4 text-teal-700" />
          )}
          <span role="status">{STATUS_WORDS[entry.transcriptStatus]}</span>
        </p>
        {entry.transcript ? (
          <p className="mt-1 whitespace-pre-wrap text-sm text-stone-700">{entry.transcript}</p>
        ) : null}
        {entry.transcriptStatus === 'none' || entry.transcriptStatus === 'failed' ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={transcribe.isPending}
            onClick={() => transcribe.mutate(entry.id)}
          >
            Transcribe
          </Button>
        ) : null}
        {failure ? (
          <ErrorNotice size="inline" className="mt-2" title={failure.title} message={failure.message} />
        ) : null}
      </div>
    </div>
  );
}
