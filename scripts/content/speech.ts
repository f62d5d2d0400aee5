/**
 * The spoken track of a session: each sentence synthesised on its own and laid on a timeline with
 * the pipeline's pauses, so every caption cue knows exactly when its sentence starts and ends.
 */
import type { SessionScript } from '#server/content/load-content.ts';
import { splitSentences } from './sentences.ts';
import { SETTINGS } from './settings.ts';
import { synthesise } from './synthesis.ts';
import type { SentenceRequest } from './synthesis.ts';
import { advisorVoice, VOICES } from './voices.ts';
import type { VoiceProfile } from './voices.ts';

export type Cue = { start: number; end: number; text: string };
export type Chapter = { startSeconds: number; title: string };
export type SpeechTrack = { samples: Float32Array; cues: Cue[]; chapters: Chapter[]; voices: string[] };

type Step =
  | { kind: 'sentence'; request: SentenceRequest; gapBefore: number }
  | { kind: 'silence'; seconds: number }
  | { kind: 'chapter'; title: string };

const BREATH_WORDS = /\b(?:breath|breathe|breathing|inhale|exhale)\b/gi;

/** A breathing exercise is read slower, with longer gaps: an impulse that keeps returning to the breath. */
export function isBreathingExercise(script: Pick<SessionScript, 'category' | 'segments'>): boolean {
  if (script.category !== 'impulse') return false;
  const words = script.segments.reduce((n, s) => (s.kind === 'speech' ? n + (s.text.match(BREATH_WORDS)?.length ?? 0) : n), 0);
  return words >= 6;
}

export function voiceFor(speaker: 'narrator' | 'host' | 'guest', coachSlug: string): VoiceProfile {
  return speaker === 'host' ? VOICES.host : advisorVoice(coachSlug);
}

/** The session as an ordered list of sentences, silences and chapter marks. */
export function plan(script: Pick<SessionScript, 'category' | 'segments' | 'coachSlug'>): Step[] {
  const breathing = isBreathingExercise(script);
  const factor = breathing ? SETTINGS.pacing.breathingGapFactor : 1;
  const tempo = breathing ? SETTINGS.pacing.breathingTempo : 1;
  const steps: Step[] = [];
  let previousVoice: string | null = null;
  let afterPause = true;
  for (const segment of script.segments) {
    if (segment.kind === 'chapter') {
      steps.push({ kind: 'chapter', title: segment.title });
      continue;
    }
    if (segment.kind === 'pause') {
      steps.push({ kind: 'silence', seconds: segment.seconds });
      afterPause = true;
      continue;
    }
    const voice = voiceFor(segment.voice, script.coachSlug);
    const paragraphGap =
      previousVoice !== null && previousVoice !== voice.name ? SETTINGS.pacing.turnGap : SETTINGS.pacing.paragraphGap;
    splitSentences(segment.text).forEach((text, i) => {
      const gap = i > 0 ? SETTINGS.pacing.sentenceGap : afterPause ? SETTINGS.pacing.sentenceGap : paragraphGap;
      steps.push({ kind: 'sentence', request: { text, voice, tempo }, gapBefore: steps.length ? gap * factor : 0 });
    });
    previousVoice = voice.name;
    afterPause = false;
  }
  return steps;
}

function rms(samples: readonly Float32Array[]): number {
  let sum = 0;
  let n = 0;
  for (const chunk of samples)
    for (const x of chunk) {
      sum += x * x;
      n++;
    }
  return n ? Math.sqrt(sum / n) : 0;
}

/** Brings each voice to the same RMS level, so two synthesisers of different loudness sit level. */
function levelVoices(requests: readonly SentenceRequest[], audio: Float32Array[]): void {
  const target = 10 ** (SETTINGS.speechRmsDbfs / 20);
  for (const name of new Set(requests.map((r) => r.voice.name))) {
    const mine = audio.filter((_, i) => requests[i]!.voice.name === name);
    const level = rms(mine);
    if (!level) continue;
    const gain = target / level;
    for (const chunk of mine) for (let i = 0; i < chunk.length; i++) chunk[i]! *= gain;
  }
}

/** Short fades at both ends of a sentence: cutting the synthesiser's silence away would otherwise click. */
function softenEdges(samples: Float32Array): void {
  const rate = SETTINGS.sampleRate;
  const fadeIn = Math.min(Math.round(0.008 * rate), samples.length >> 1);
  const fadeOut = Math.min(Math.round(0.02 * rate), samples.length >> 1);
  for (let i = 0; i < fadeIn; i++) samples[i]! *= 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeIn);
  for (let i = 0; i < fadeOut; i++) samples[samples.length - 1 - i]! *= 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeOut);
}

export async function speechTrack(script: SessionScript, workDir: string): Promise<SpeechTrack> {
  const steps = plan(script);
  const requests = steps.flatMap((s) => (s.kind === 'sentence' ? [s.request] : []));
  const audio = await synthesise(requests, workDir);
  levelVoices(requests, audio);
  audio.forEach(softenEdges);

  const rate = SETTINGS.sampleRate;
  const pieces: Float32Array[] = [];
  const cues: Cue[] = [];
  const chapters: Chapter[] = [];
  let length = 0;
  let next = 0;
  let pendingChapter: string | null = null;
  const silence = (seconds: number) => {
    const n = Math.round(seconds * rate);
    pieces.push(new Float32Array(n));
    length += n;
  };
  for (const step of steps) {
    if (step.kind === 'chapter') pendingChapter = step.title;
    else if (step.kind === 'silence') silence(step.seconds);
    else {
      silence(step.gapBefore);
      const samples = audio[next++]!;
      const start = length / rate;
      if (pendingChapter !== null) chapters.push({ startSeconds: start, title: pendingChapter });
      pendingChapter = null;
      pieces.push(samples);
      length += samples.length;
      cues.push({ start, end: length / rate, text: step.request.text });
    }
  }
  const samples = new Float32Array(length);
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece, offset);
    offset += piece.length;
  }
  return { samples, cues, chapters, voices: [...new Set(requests.map((r) => r.voice.name))] };
}
