import { useCallback, useEffect, useRef, useState } from 'react';
import { JOURNAL_AUDIO_MAX_SECONDS } from '#shared/journal.ts';
import { recordStream } from './media-recording.ts';
import { followMicLevel } from './mic-level.ts';
import { canRecord, MIC_MESSAGES, micMessage } from './mic-messages.ts';

export type RecorderState = 'idle' | 'requesting' | 'recording' | 'paused';

export interface Recording {
  blob: Blob;
  seconds: number;
}

/** What a recording in progress holds on to, all of it let go when it ends. */
interface RecordingSession {
  recorder: MediaRecorder;
  stream: MediaStream;
  stopLevel: () => void;
  timer: number;
  /** Time recorded before the current stretch, and when the current stretch began (null: paused). */
  banked: number;
  since: number | null;
}

/** Seconds recorded so far, paused time left out. */
const elapsedIn = (s: RecordingSession | null) =>
  s ? s.banked + (s.since === null ? 0 : (performance.now() - s.since) / 1000) : 0;

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
  const session = useRef<RecordingSession | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  const release = useCallback(() => {
    const s = session.current;
    if (!s) return;
    window.clearInterval(s.timer);
    s.stopLevel();
    for (const track of s.stream.getTracks()) track.stop();
    session.current = null;
    setLevel(0);
  }, []);

  const stop = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state === 'inactive') return;
    s.banked = elapsedIn(s);
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
    const recorder = recordStream(stream, (blob) => {
      const recorded = Math.round(elapsedIn(session.current));
      release();
      setState('idle');
      setSeconds(0);
      done.current({ blob, seconds: recorded });
    });
    const stopLevel = followMicLevel(stream, () => session.current?.since !== null, setLevel);
    const timer = window.setInterval(() => {
      const now = elapsedIn(session.current);
      setSeconds(Math.floor(now));
      if (now >= JOURNAL_AUDIO_MAX_SECONDS) stop();
    }, 250);
    session.current = { recorder, stream, stopLevel, timer, banked: 0, since: performance.now() };
    recorder.start(1000);
    setSeconds(0);
    setState('recording');
  }, [release, stop]);

  const pause = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state !== 'recording') return;
    s.recorder.pause();
    s.banked = elapsedIn(s);
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
