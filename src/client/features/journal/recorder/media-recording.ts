import { pickRecordingType } from './recording-type.ts';

/**
 * A MediaRecorder on `stream` in the first container this browser writes, gathering its chunks;
 * `onStop` receives the whole recording once the recorder has flushed its last chunk.
 */
export function recordStream(stream: MediaStream, onStop: (blob: Blob) => void): MediaRecorder {
  const type = pickRecordingType((t) => MediaRecorder.isTypeSupported(t));
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => onStop(new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' }));
  return recorder;
}
