/** About ten updates a second is enough for the eye and keeps React quiet. */
const LEVEL_EVERY_MS = 100;

/** Level from the analyser's waveform: the RMS, scaled so speech sits mid-way (0 to 1). */
function levelOf(analyser: AnalyserNode, samples: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(samples);
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/**
 * Follows the microphone's loudness on an AnalyserNode, once a frame, handing it to `onLevel` while
 * `listening()` says so (not while paused). Without Web Audio the recording goes on without a meter.
 * Returns the way to stop following it, which also closes the audio context.
 */
export function followMicLevel(
  stream: MediaStream,
  listening: () => boolean,
  onLevel: (level: number) => void,
): () => void {
  let audio: AudioContext | null = null;
  let frame = 0;
  let following = true;
  try {
    audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let last = 0;
    const tick = (now: number) => {
      if (now - last > LEVEL_EVERY_MS && listening()) {
        last = now;
        onLevel(levelOf(analyser, samples));
      }
      if (following) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
  } catch {
    // No Web Audio: record without the meter.
  }
  return () => {
    following = false;
    cancelAnimationFrame(frame);
    void audio?.close().catch(() => undefined);
  };
}
