/** Loudness as a listener's player sees it: EBU R128 integrated loudness and true peak, by ffmpeg. */
import { runWithStderr } from './run-tool.ts';

export type Loudness = { integrated: number; truePeak: number };

export const LOUDNESS_TARGET = { integrated: -16, tolerance: 1, maxTruePeak: -1 } as const;

export async function measureLoudness(file: string): Promise<Loudness> {
  const log = await runWithStderr('ffmpeg', [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-i',
    file,
    '-map',
    '0:a',
    '-filter:a',
    'ebur128=peak=true',
    '-f',
    'null',
    '-',
  ]);
  const summary = log.slice(log.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  const peak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (integrated === undefined || peak === undefined) throw new Error(`no ebur128 summary for ${file}`);
  const value = (text: string) => (text === '-inf' ? -Infinity : Number(text));
  return { integrated: value(integrated), truePeak: value(peak) };
}

export function loudnessProblem({ integrated, truePeak }: Loudness): string | null {
  const { integrated: target, tolerance, maxTruePeak } = LOUDNESS_TARGET;
  if (Math.abs(integrated - target) > tolerance) return `integrated ${integrated} LUFS is outside ${target} ± ${tolerance}`;
  if (truePeak > maxTruePeak) return `true peak ${truePeak} dBTP is above ${maxTruePeak}`;
  return null;
}
