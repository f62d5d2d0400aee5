import { Mic, MicOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useRecorder } from '#client/features/journal/recorder/use-recorder.ts';
import { useSpeechDraft } from '#client/features/journal/recorder/use-speech-draft.ts';
import { ConfirmDialog } from '#client/features/journal/components/confirm-dialog.tsx';
import { LiveRecording, RecordingPlayback, StartRecording } from './recorder-controls.tsx';
import { forgetObjectUrl, objectUrl } from './recording-url.ts';
import { TranscriptDraft } from './transcript-draft.tsx';

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
        <LiveRecording recorder={recorder} />
      ) : audio && url ? (
        <RecordingPlayback url={url} onDiscard={() => setConfirming(true)} />
      ) : (
        <StartRecording
          requesting={recorder.state === 'requesting'}
          onStart={() => {
            void recorder.start().then(() => speech.start());
          }}
        />
      )}

      {live || audio || transcript ? (
        <TranscriptDraft
          id={transcriptId}
          value={transcript}
          interim={speech.interim}
          listens={speech.supported}
          onChange={onTranscript}
        />
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
