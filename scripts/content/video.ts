/** Video sessions: the mixed sound under a still title card (a calm gradient, the title, the advisor), VP9 in WebM. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hslToHex, slugNumbers } from '../content-avatars.ts';
import { ffmpeg } from './run-tool.ts';
import { SETTINGS } from './settings.ts';

function greedyWrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Wraps at `width` characters at most, with lines as even as the same line count allows. */
function wrap(text: string, width: number): string[] {
  const count = greedyWrap(text, width).length;
  let narrowest = width;
  while (narrowest > 1 && greedyWrap(text, narrowest - 1).length === count) narrowest--;
  return greedyWrap(text, narrowest);
}

/** Escapes a value for an ffmpeg filter graph option. */
const filterValue = (value: string) => value.replace(/[\\':,;[\]]/g, (c) => `\\${c}`);

type Card = { slug: string; title: string; coachName: string };

async function titleCard({ slug, title, coachName }: Card, dir: string): Promise<string> {
  const [a = 0] = slugNumbers(slug);
  const hue = Math.round(a * 360);
  const [w, h] = SETTINGS.videoSize.split('x').map(Number) as [number, number];
  const titleLines = wrap(title, 24);
  const lineHeight = 48;
  const blockTop = Math.round(h / 2 - (titleLines.length * lineHeight) / 2 - 14);
  const texts = [
    { text: 'FOUNDER FLOW', font: SETTINGS.fonts.bold, size: 14, y: 46, alpha: 0.7 },
    ...titleLines.map((line, i) => ({ text: line, font: SETTINGS.fonts.bold, size: 36, y: blockTop + i * lineHeight, alpha: 1 })),
    {
      text: coachName ? `with ${coachName}` : '',
      font: SETTINGS.fonts.regular,
      size: 21,
      y: blockTop + titleLines.length * lineHeight + 30,
      alpha: 0.88,
    },
  ].filter((t) => t.text);
  const filters = await Promise.all(
    texts.map(async (t, i) => {
      const file = path.join(dir, `text-${i}.txt`);
      await writeFile(file, t.text);
      return `drawtext=fontfile=${filterValue(t.font)}:textfile=${filterValue(file)}:expansion=none:fontsize=${t.size}:fontcolor=white@${t.alpha}:x=(w-text_w)/2:y=${t.y}`;
    }),
  );
  const ruleY = blockTop + titleLines.length * lineHeight + 6;
  filters.push(`drawbox=x=${w / 2 - 24}:y=${ruleY}:w=48:h=2:color=white@0.6:t=fill`);
  const from = hslToHex(hue, 42, 24);
  const to = hslToHex((hue + 40) % 360, 48, 38);
  const card = path.join(dir, 'card.png');
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `gradients=s=${SETTINGS.videoSize}:c0=${from}:c1=${to}:x0=0:y0=0:x1=${w}:y1=${h}:n=2:speed=0.00001:r=1:d=1`,
    ...['-vf', filters.join(','), '-frames:v', '1', card],
  ]);
  return card;
}

/** Encodes the mixed sound (a WAV) to the session's file: Opus in WebM, or VP9 + Opus in WebM. */
export async function encode(
  kind: 'audio' | 'video',
  mixed: string,
  card: Card,
  dir: string,
  output: string,
): Promise<void> {
  const tags = ['-map_metadata', '-1', '-metadata', `title=${card.title}`, '-metadata', `artist=${card.coachName}`, '-fflags', '+bitexact'];
  if (kind === 'audio') {
    await ffmpeg(['-i', mixed, ...SETTINGS.audio, ...tags, '-f', 'webm', output]);
    return;
  }
  const image = await titleCard(card, dir);
  await ffmpeg([
    ...['-loop', '1', '-framerate', String(SETTINGS.videoFps), '-i', image, '-i', mixed],
    ...['-map', '0:v', '-map', '1:a', ...SETTINGS.video, ...SETTINGS.audio, '-shortest'],
    ...tags,
    ...['-f', 'webm', output],
  ]);
}
