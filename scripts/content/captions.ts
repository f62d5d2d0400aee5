/** WebVTT captions written from the timeline, and a strict reader for checking them. */
import type { Cue } from './speech.ts';

function timestamp(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const h = Math.floor(totalMs / 3_600_000);
  const m = Math.floor((totalMs % 3_600_000) / 60_000);
  const s = Math.floor((totalMs % 60_000) / 1000);
  const ms = totalMs % 1000;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
}

/** Cue text may not contain "-->" or a blank line, and & < > are escaped as WebVTT requires. */
const cueText = (text: string) =>
  text.replace(/-->/g, '→').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function toWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cueText(cue.text)}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(text: string, where: string): number {
  const match = TIME.exec(text);
  if (!match) throw new Error(`${where}: "${text}" is not a WebVTT timestamp`);
  const [, h = '0', m, s, ms] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** Parses the WebVTT this pipeline writes (header, numbered cues); throws on anything malformed. */
export function parseWebVtt(source: string): Cue[] {
  const blocks = source.replace(/\r\n/g, '\n').trim().split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(blocks[0]?.split('\n')[0] ?? '')) throw new Error('does not start with WEBVTT');
  const cues: Cue[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1) throw new Error(`cue without timing: "${lines[0]}"`);
    const [from = '', to = ''] = lines[timingIndex]!.split('-->').map((part) => part.trim().split(/\s+/)[0] ?? '');
    const where = `cue ${cues.length + 1}`;
    const cue = { start: seconds(from, where), end: seconds(to, where), text: lines.slice(timingIndex + 1).join('\n') };
    if (!(cue.end > cue.start)) throw new Error(`${where}: ends before it starts`);
    if (!cue.text.trim()) throw new Error(`${where}: has no text`);
    const previous = cues.at(-1);
    if (previous && cue.start < previous.start) throw new Error(`${where}: starts before the cue before it`);
    cues.push(cue);
  }
  if (!cues.length) throw new Error('has no cues');
  return cues;
}
