import { Mic, MicOff, Pause, Play, Square, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { JOURNAL_AUDIO_MAX_SECONDS } from '#shared/journal.ts';
import { useRecorder } from '#client/features/journal/recorder/use-recorder.ts';
import { useSpeechDraft } from '#client/features/journal/recorder/use-speech-draft.ts';
import { ConfirmDialog } from '#client/features/journal/components/confirm-dialog.tsx';
import { clock } from '#client/features/journal/components/format.ts';
import { LevelMeter } from './level-meter.tsx';

const objectUrls = new WeakMap<Blob, string>();

/**
 * One object URL per recording, made on first use and kept while the recording is on the page (a
 * URL revoked in an effect's cleanup would break the player under StrictMode's second mount); it is
 * revoked when the recording is discarded or replaced.
 */
function objectUrl(blob: Blob): string {
  let url = objectUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
  }
  return url;
}

function forgetObjectUrl(blob: Blob | null) {
  const url = blob ? objectUrls.get(blob) : undefined;
  if (blob && url) {
    URL.revokeObjectURL(url);
    objectUrls.delete(blob);
  }
}

/**
 * Record a voice entry: start, pause and resume, stop (or the cap stops it), listen back, discard
 * with a confirmation. While recording, the browser's speech recognition (where it has one) writes a
 * draft transcript the person can correct before saving.
 */
export function VoiceRecorder({
  audio,
  transcript,
  onAudio,
  onTranscript,
}: {
  audio: Blob | null;
  transcript: string;
  onAudio: (audio: Blob | null) => void;
  onTranscript: (transcript: string) => void;
}) {
  const speech = useSpeechDraft((phrase) =>
    onTranscript(transcript.trim() === '' ? phrase : `${transcript.trim()} ${phrase}`),
  );
  const recorder = useRecorder(({ blob }) => {
    speech.stop();
    forgetObjectUrl(audio);
    onAudio(blob);
  });
  const url = audio ? objectUrl(audio) : null;
  const [confirming, setConfirming] = useState(false);
  const transcriptId = useId();
  const live = recorder.state === 'recording' || recorder.state === 'paused';

  return (
    <section
      aria-labelledby={`${transcriptId}-heading`}
      className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <h3
        id={`${transcriptId}-heading`}
        className="flex items-center gap-2 text-sm font-semibold text-indigo-950"
      >
        <Mic aria-hidden="true" className="size-4 text-teal-700" />
        Voice entry
      </h3>

      {recorder.error ? (
        <p role="alert" className="mt-2 flex items-start gap-2 text-sm font-medium text-rose-800">
          <MicOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {recorder.error}
        </p>
      ) : null}

      {live ? (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <LevelMeter level={recorder.level} active={recorder.state === 'recording'} />
          <p className="font-mono text-sm tabular-nums text-indigo-950">
            <span className="sr-only">Recorded </span>
            {clock(recorder.seconds)} / {clock(JOURNAL_AUDIO_MAX_SECONDS)}
          </p>
          <p role="status" className="text-sm font-medium text-teal-800">
            {recorder.state === 'paused' ? 'Paused' : 'Recording…'}
          </p>
          <div className="flex gap-2">
            {recorder.state === 'recording' ? (
              <Button variant="outline" size="sm" onClick={recorder.pause}>
                <Pause aria-hidden="true" />
                Pause
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={recorder.resume}>
                <Play aria-hidden="true" />
                Resume
              </Button>
            )}
            <Button size="sm" onClick={recorder.stop}>
              <Square aria-hidden="true" />
              Stop recording
            </Button>
          </div>
        </div>
      ) : audio && url ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <audio controls src={url} aria-label="Your recording" className="h-10 max-w-full" />
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Discard recording
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            onClick={() => {
              void recorder.start().then(() => speech.start());
            }}
            disabled={recorder.state === 'requesting'}
          >
            <Mic aria-hidden="true" />
            {recorder.state === 'requesting' ? 'Asking for the microphone…' : 'Record'}
          </Button>
          <p className="text-sm text-stone-600">Up to {JOURNAL_AUDIO_MAX_SECONDS / 60} minutes.</p>
        </div>
      )}

      {live || audio || transcript ? (
        <div className="mt-4">
          <Label htmlFor={transcriptId}>
            Transcript <span className="font-normal text-stone-600">(draft — edit it freely)</span>
          </Label>
          <Textarea
            id={transcriptId}
            rows={3}
            value={transcript}
            onChange={(event) => onTranscript(event.target.value)}
            placeholder={
              speech.supported
                ? 'What your browser hears appears here as you speak.'
                : 'Type what you said, or leave it to transcription after saving.'
            }
            className="mt-1.5"
          />
          {speech.interim ? (
            <p className="mt-1 text-sm italic text-stone-600" aria-live="polite">
              Hearing: {speech.interim}
            </p>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title="Discard this recording?"
        description="The recording is deleted from this device. Your written entry stays."
        confirm="Discard recording"
        cancel="Keep it"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          forgetObjectUrl(audio);
          onAudio(null);
        }}
      />
    </section>
  );
}
