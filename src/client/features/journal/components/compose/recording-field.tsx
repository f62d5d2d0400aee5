import { Controller, useFormContext } from 'react-hook-form';
import type { ComposeFields } from './autosave-draft.tsx';
import { VoiceRecorder } from './voice-recorder.tsx';

/**
 * The voice recorder inside the new-entry form: its transcript is a form field (so it autosaves like
 * typing), while the recording itself goes to the draft store directly.
 */
export function RecordingField({
  audio,
  onAudio,
}: {
  audio: Blob | null;
  onAudio: (audio: Blob | null) => void;
}) {
  const { control } = useFormContext<ComposeFields>();
  return (
    <Controller
      control={control}
      name="transcript"
      render={({ field }) => (
        <VoiceRecorder
          audio={audio}
          transcript={field.value}
          onAudio={onAudio}
          onTranscript={field.onChange}
        />
      )}
    />
  );
}
