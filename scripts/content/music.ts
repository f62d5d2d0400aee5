/**
 * The music of the pipeline, all synthesised here with ffmpeg's aevalsrc (nothing sampled): an
 * ambient bed (a slowly breathing chord with a little filtered noise for air) and two stings, a
 * rising chime to open and a falling one to close. The key is picked from the slug, so sessions
 * differ from each other but a session always sounds the same.
 */
import { createHash } from 'node:crypto';

/** Root frequencies (Hz) of the keys a session can be in: A2, C3, D3, F2, G2. */
const ROOTS = [110, 130.81, 146.83, 87.31, 98];
/** A major-ninth voicing without the third's edge: root, fifth, octave, ninth, twelfth. */
const PAD_RATIOS = [1, 1.5, 2, 2.25, 3];
const BELL_RATIOS = [2, 3, 4, 4.5, 6];

export function sessionRoot(slug: string): number {
  return ROOTS[createHash('sha256').update(`key:${slug}`).digest()[0]! % ROOTS.length]!;
}

const num = (x: number) => x.toFixed(4);

/** Length of the bed's loop: every frequency and swell below repeats exactly within it, so it loops without a seam. */
export const BED_LOOP_SECONDS = 60;

/** Rounds a frequency to whole cycles per loop. */
const inLoop = (f: number) => Math.round(f * BED_LOOP_SECONDS) / BED_LOOP_SECONDS;

/** A chord whose voices swell in and out on slow cycles of different lengths. */
export function bedExpression(root: number): string {
  const periods = [20, 15, 30, 12, 60];
  const terms = PAD_RATIOS.map((ratio, i) => {
    const f = inLoop(root * ratio);
    const amp = 0.22 / (1 + i * 0.6);
    const swell = `(0.55+0.45*sin(2*PI*t/${periods[i]}+${i}))`;
    // Two slightly detuned copies give the soft beating of an analogue pad.
    return `${num(amp)}*${swell}*(sin(2*PI*${num(f)}*t)+0.6*sin(2*PI*${num(inLoop(f + 0.35))}*t+${i}))`;
  });
  return terms.join('+');
}

/** Struck bell notes: a fundamental and an inharmonic partial, each decaying exponentially. */
function bells(notes: Array<{ at: number; f: number }>): string {
  return notes
    .map(
      ({ at, f }) =>
        `gte(t,${num(at)})*(0.5*sin(2*PI*${num(f)}*(t-${num(at)}))*exp(-2.2*(t-${num(at)}))` +
        `+0.18*sin(2*PI*${num(f * 2.76)}*(t-${num(at)}))*exp(-5*(t-${num(at)})))`,
    )
    .join('+');
}

export function introExpression(root: number): string {
  const notes = [0, 1, 2, 4].map((n, i) => ({ at: i * 0.32, f: root * BELL_RATIOS[n]! }));
  const pad = `0.12*min(t/1.2,1)*exp(-0.5*t)*(sin(2*PI*${num(root * 2)}*t)+sin(2*PI*${num(root * 3)}*t))`;
  return `${bells(notes)}+${pad}`;
}

export function outroExpression(root: number): string {
  const notes = [4, 2, 1, 0].map((n, i) => ({ at: 0.2 + i * 0.45, f: root * BELL_RATIOS[n]! }));
  const pad = `0.14*min(t/1.5,1)*exp(-0.45*t)*(sin(2*PI*${num(root)}*t)+sin(2*PI*${num(root * 1.5)}*t))`;
  return `${bells(notes)}+${pad}`;
}
