import { Mic, Pause, Play, Square, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { JOURNAL_AUDIO_MAX_SECONDS } from '#shared/journal.ts';
import type { useRecorder } from '#client/features/journal/recorder/use-recorder.ts';
import { clock } from '#client/features/journal/components/format.ts';
import { LevelMeter } from './level-meter.tsx';

type Recorder = ReturnType<typeof useRecorder>;

/** While recording or paused: the level, the time against the cap, and pause or resume, and stop. */
export function LiveRecording({ recorder }: { recorder: Recorder }) {
  return (
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
  );
}

/** A finished recording: listen back, or discard it (which asks first). */
export function RecordingPlayback({ url, onDiscard }: { url: string; onDiscard: () => void }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <audio controls src={url} aria-label="Your recording" className="h-10 max-w-full" />
      <Button variant="outline" size="sm" onClick={onDiscard}>
        <Trash2 aria-hidden="true" />
        Discard recording
      </Button>
    </div>
  );
}

/** Nothing recorded yet: the button that asks for the microphone, and how long a recording may be. */
export function StartRecording({ requesting, onStart }: { requesting: boolean; onStart: () => void }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={onStart} disabled={requesting}>
        <Mic aria-hidden="true" />
        {requesting ? 'Asking for the microphone…' : 'Record'}
      </Button>
      <p className="text-sm text-stone-600">Up to {JOURNAL_AUDIO_MAX_SECONDS / 60} minutes.</p>
    </div>
  );
}
