/**
 * The produced sound of a session: the voice cleaned up (high-pass, less mud, a little presence,
 * gentle compression), the ambient bed under impulses, the intro and outro stings, then loudness
 * normalised in two passes of ffmpeg's loudnorm (measure, then apply) to the catalogue's target.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SessionCategory } from '#shared/catalog.ts';
import { BED_LOOP_SECONDS, bedExpression, introExpression, outroExpression, sessionRoot } from './music.ts';
import { measureEbur128 } from './loudness.ts';
import { ffmpeg } from './run-tool.ts';
import { SETTINGS } from './settings.ts';

const VOICE_CHAIN = [
  'highpass=f=75',
  'equalizer=f=240:t=q:w=1.1:g=-2.5',
  'equalizer=f=3200:t=q:w=1.4:g=2.5',
  'equalizer=f=8500:t=q:w=1.2:g=-2',
  'acompressor=threshold=0.1:ratio=2.5:attack=12:release=220:knee=4',
].join(',');

/** Where the voice starts in the final timeline; caption times are shifted by this much. */
export const SPEECH_OFFSET = SETTINGS.mix.speechStart;

export function mixLength(speechSeconds: number): number {
  const { speechStart, tailSeconds, outroSeconds } = SETTINGS.mix;
  return speechStart + speechSeconds + tailSeconds + outroSeconds;
}

const ms = (seconds: number) => Math.round(seconds * 1000);

function filterGraph(root: number, category: SessionCategory, speechSeconds: number, peakAboveSpeechDb: number): string {
  const { speechStart, tailSeconds, introSeconds, outroSeconds, bedLevelDb, stingLevelDb } = SETTINGS.mix;
  const total = mixLength(speechSeconds);
  const rate = SETTINGS.sampleRate;
  const speechRms = SETTINGS.speechRmsDbfs;
  const outroAt = speechStart + speechSeconds + tailSeconds;
  const pad = `apad=whole_dur=${total.toFixed(3)}`;
  // Peaks held to a fixed distance above the voice's level, so loudnorm's gain to −16 LUFS never
  // pushes them past its ceiling: it then stays linear (one gain, no limiter, a fraction of the CPU).
  const peakLimit = `alimiter=limit=${(10 ** ((speechRms + peakAboveSpeechDb) / 20)).toFixed(4)}:attack=5:release=60:level=false`;
  const space = 'aecho=0.8:0.6:140|290:0.25|0.15';
  const graph = [
    `[0:a]${VOICE_CHAIN},adelay=${ms(speechStart)}:all=1,${pad}[voice]`,
    // The sting and bed expressions peak near 1; their levels are set against the voice's RMS.
    `aevalsrc='${introExpression(root)}':s=${rate}:d=${introSeconds},${space},volume=${speechRms + stingLevelDb + 6}dB,${pad}[intro]`,
    `aevalsrc='${outroExpression(root)}':s=${rate}:d=${outroSeconds},${space},volume=${speechRms + stingLevelDb + 6}dB,adelay=${ms(outroAt)}:all=1,${pad}[outro]`,
  ];
  const inputs = ['[voice]', '[intro]', '[outro]'];
  if (category === 'impulse') {
    graph.push(
      `[1:a]atrim=0:${total.toFixed(3)},lowpass=f=1800,` +
        `afade=t=in:d=4,afade=t=out:st=${(total - 6).toFixed(3)}:d=6,volume=${speechRms + bedLevelDb + 8}dB[pad]`,
      `anoisesrc=c=pink:seed=20261123:a=0.5:r=${rate}:d=${total.toFixed(3)},bandpass=f=500:w=600,` +
        `afade=t=in:d=4,afade=t=out:st=${(total - 6).toFixed(3)}:d=6,volume=${speechRms + bedLevelDb - 4}dB[air]`,
    );
    inputs.push('[pad]', '[air]');
  }
  graph.push(`${inputs.join('')}amix=inputs=${inputs.length}:normalize=0:duration=first,atrim=0:${total.toFixed(3)},${peakLimit},aformat=channel_layouts=mono[mix]`);
  return graph.join(';');
}

const bedLoops = new Map<string, Promise<string>>();

/** The bed's seamless loop in a key, synthesised once per run (aevalsrc is slow per sample) and looped under each impulse. */
function bedLoop(root: number, cacheDir: string): Promise<string> {
  const file = path.join(cacheDir, `bed-${root}.wav`);
  let made = bedLoops.get(file);
  if (!made) {
    made = ffmpeg([
      ...['-f', 'lavfi', '-i', `aevalsrc='${bedExpression(root)}':s=${SETTINGS.sampleRate}:d=${BED_LOOP_SECONDS}`],
      ...['-c:a', 'pcm_f32le', file],
    ]).then(() => file);
    bedLoops.set(file, made);
  }
  return made;
}

/**
 * Mixes the session and writes it loudness-normalised as 48 kHz float WAV at `output`; returns its
 * length in seconds. `speech` is the voice track at the working rate, starting at its first word.
 */
export async function produce(
  slug: string,
  category: SessionCategory,
  speech: Float32Array,
  dir: string,
  output: string,
  peakAboveSpeechDb: number = SETTINGS.mix.peakAboveSpeechDb,
): Promise<void> {
  const speechFile = path.join(dir, 'speech.f32');
  await writeFile(speechFile, new Uint8Array(speech.buffer, speech.byteOffset, speech.byteLength));
  const premix = path.join(dir, 'premix.wav');
  const speechSeconds = speech.length / SETTINGS.sampleRate;
  const root = sessionRoot(slug);
  const bed = category === 'impulse' ? ['-stream_loop', '-1', '-i', await bedLoop(root, path.dirname(dir))] : [];
  await ffmpeg([
    ...['-f', 'f32le', '-ar', String(SETTINGS.sampleRate), '-ac', '1', '-i', speechFile],
    ...bed,
    '-filter_complex',
    filterGraph(root, category, speechSeconds, peakAboveSpeechDb),
    ...['-map', '[mix]', '-c:a', 'pcm_f32le', premix],
  ]);
  // First pass: the EBU R128 measurement (ebur128 gives loudnorm's inputs at a quarter of its cost);
  // second pass: loudnorm with those figures, which applies one linear gain when the peak allows.
  const m = await measureEbur128(premix);
  const { integrated, truePeak, range } = SETTINGS.loudness;
  await ffmpeg([
    ...['-i', premix, '-af'],
    `loudnorm=I=${integrated}:TP=${truePeak}:LRA=${range}:measured_I=${m.integrated}:measured_TP=${m.truePeak}` +
      `:measured_LRA=${m.range}:measured_thresh=${m.threshold}:offset=0:linear=true,aresample=48000,aformat=channel_layouts=mono`,
    ...['-c:a', 'pcm_f32le', output],
  ]);
}

/**
 * A true-peak limiter ahead of the encoder: the mix oversampled four times (so the peaks between
 * samples are seen), limited at `ceilingDbtp`, and brought back to 48 kHz. Its lookahead is
 * compensated, so caption times stay where they were.
 */
export async function limitTruePeak(input: string, output: string, ceilingDbtp: number): Promise<void> {
  const limit = (10 ** (ceilingDbtp / 20)).toFixed(4);
  await ffmpeg([
    ...['-i', input, '-af'],
    `aresample=192000,alimiter=limit=${limit}:attack=1:release=50:level=false:latency=true,aresample=48000,aformat=channel_layouts=mono`,
    ...['-c:a', 'pcm_f32le', output],
  ]);
}
