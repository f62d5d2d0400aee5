/** Turns sentences into samples with Festival (HTS) or Flite, then trims, re-pitches and paces them with sox. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { run } from './run-tool.ts';
import { SETTINGS } from './settings.ts';
import { speakable } from './sentences.ts';
import type { VoiceProfile } from './voices.ts';

export type SentenceRequest = { text: string; voice: VoiceProfile; tempo: number };

const schemeString = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** One Festival process for all of a session's HTS sentences: its start-up costs more than a sentence. */
async function festival(requests: Array<{ text: string; voice: string; wav: string }>, dir: string): Promise<void> {
  if (!requests.length) return;
  const lines: string[] = [];
  let current = '';
  for (const r of requests) {
    if (r.voice !== current) lines.push(`(${r.voice})`);
    current = r.voice;
    lines.push(`(utt.save.wave (utt.synth (Utterance Text ${schemeString(r.text)})) ${schemeString(r.wav)} 'riff)`);
  }
  const script = path.join(dir, 'festival.scm');
  await writeFile(script, `${lines.join('\n')}\n`);
  await run('festival', ['-b', script]);
}

const flite = (text: string, voice: string, wav: string) => run('flite', ['-voice', voice, '-t', text, '-o', wav]);

/**
 * Trims the synthesiser's own leading and trailing silence (the pipeline sets every gap itself),
 * applies the voice's pitch and pace, and returns mono float samples at the working rate.
 */
async function shape(wav: string, voice: VoiceProfile, tempo: number): Promise<Float32Array> {
  const effects = ['silence', '1', '0.02', '0.4%', 'reverse', 'silence', '1', '0.02', '0.4%', 'reverse'];
  if (voice.pitchCents) effects.push('pitch', String(voice.pitchCents));
  const pace = voice.tempo * tempo;
  if (Math.abs(pace - 1) > 1e-3) effects.push('tempo', '-s', pace.toFixed(3));
  effects.push('rate', '-v', String(SETTINGS.sampleRate));
  const raw = await run('sox', [
    '-R',
    '-D',
    '-V1',
    wav,
    '-t',
    'raw',
    '-e',
    'floating-point',
    '-b',
    '32',
    '-c',
    '1',
    '-',
    ...effects,
  ]);
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4).slice();
}

/** Samples for each request, in order. */
export async function synthesise(requests: readonly SentenceRequest[], dir: string): Promise<Float32Array[]> {
  const wavs = requests.map((_, i) => path.join(dir, `sentence-${String(i).padStart(4, '0')}.wav`));
  await festival(
    requests.flatMap((r, i) =>
      r.voice.engine === 'festival-hts' ? [{ text: speakable(r.text), voice: r.voice.voice, wav: wavs[i]! }] : [],
    ),
    dir,
  );
  const out: Float32Array[] = [];
  for (const [i, r] of requests.entries()) {
    if (r.voice.engine === 'flite') await flite(speakable(r.text), r.voice.voice, wavs[i]!);
    out.push(await shape(wavs[i]!, r.voice, r.tempo));
  }
  return out;
}
