import { useCallback, useEffect, useRef, useState } from 'react';
import { JOURNAL_AUDIO_MAX_SECONDS } from '#shared/journal.ts';
import { pickRecordingType } from './recording-type.ts';

export type RecorderState = 'idle' | 'requesting' | 'recording' | 'paused';

export interface Recording {
  blob: Blob;
  seconds: number;
}

/** Why recording is not possible here, in words the page shows; text entries still work. */
export const MIC_MESSAGES = {
  denied:
    'Microphone access is blocked. Allow it in your browser’s site settings to record — you can still write your entry.',
  missing: 'No microphone was found. You can still write your entry.',
  unsupported: 'This browser cannot record audio. You can still write your entry.',
  failed: 'The microphone could not be started. You can still write your entry.',
} as const;

function micMessage(error: unknown): string {
  if (error instanceof DOMException) {
    if (error.name === 'NotAllowedError' || error.name === 'SecurityError') return MIC_MESSAGES.denied;
    if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError') return MIC_MESSAGES.missing;
  }
  return MIC_MESSAGES.failed;
}

export const canRecord = () =>
  typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Level from the analyser's waveform: the RMS, scaled so speech sits mid-way (0 to 1). */
function levelOf(analyser: AnalyserNode, samples: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(samples);
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/**
 * A voice recording with MediaRecorder: the first container the browser supports, a live level from
 * an AnalyserNode, pause and resume, a timer that leaves out paused time, and a stop at the cap.
 * `onDone` receives the recording once the recorder has flushed its last chunk.
 */
export function useRecorder(onDone: (recording: Recording) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [level, setLevel] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<{
    recorder: MediaRecorder;
    stream: MediaStream;
    audio: AudioContext | null;
    timer: number;
    frame: number;
    /** Time recorded before the current stretch, and when the current stretch began (null: paused). */
    banked: number;
    since: number | null;
  } | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  const elapsed = () => {
    const s = session.current;
    if (!s) return 0;
    return s.banked + (s.since === null ? 0 : (performance.now() - s.since) / 1000);
  };

  const release = useCallback(() => {
    const s = session.current;
    if (!s) return;
    window.clearInterval(s.timer);
    cancelAnimationFrame(s.frame);
    for (const track of s.stream.getTracks()) track.stop();
    void s.audio?.close().catch(() => undefined);
    session.current = null;
    setLevel(0);
  }, []);

  const stop = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state === 'inactive') return;
    s.banked = elapsed();
    s.since = null;
    s.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    setError(null);
    if (!canRecord()) {
      setError(MIC_MESSAGES.unsupported);
      return;
    }
    setState('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (cause) {
      setError(micMessage(cause));
      setState('idle');
      return;
    }
    const type = pickRecordingType((t) => MediaRecorder.isTypeSupported(t));
    const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const recorded = Math.round(elapsed());
      release();
      setState('idle');
      setSeconds(0);
      done.current({
        blob: new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' }),
        seconds: recorded,
      });
    };

    let audio: AudioContext | null = null;
    let frame = 0;
    try {
      audio = new AudioContext();
      const analyser = audio.createAnalyser();
      analyser.fftSize = 1024;
      audio.createMediaStreamSource(stream).connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      let last = 0;
      const tick = (now: number) => {
        // About ten updates a second is enough for the eye and keeps React quiet.
        if (now - last > 100 && session.current?.since !== null) {
          last = now;
          setLevel(levelOf(analyser, samples));
        }
        if (session.current) session.current.frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    } catch {
      // No Web Audio: record without the meter.
    }
    const timer = window.setInterval(() => {
      const now = elapsed();
      setSeconds(Math.floor(now));
      if (now >= JOURNAL_AUDIO_MAX_SECONDS) stop();
    }, 250);
    session.current = { recorder, stream, audio, timer, frame, banked: 0, since: performance.now() };
    recorder.start(1000);
    setSeconds(0);
    setState('recording');
  }, [release, stop]);

  const pause = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state !== 'recording') return;
    s.recorder.pause();
    s.banked = elapsed();
    s.since = null;
    setLevel(0);
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state !== 'paused') return;
    s.recorder.resume();
    s.since = performance.now();
    setState('recording');
  }, []);

  // Leaving the page mid-recording lets go of the microphone.
  useEffect(() => release, [release]);

  return { state, seconds, level, error, start, pause, resume, stop };
}
