/** Loudness as a listener's player sees it: EBU R128 integrated loudness and true peak, by ffmpeg. */
import { runWithStderr } from './run-tool.ts';

export type Loudness = { integrated: number; truePeak: number };

export const LOUDNESS_TARGET = { integrated: -16, tolerance: 1, maxTruePeak: -1 } as const;

/** The full EBU R128 summary: what `loudnorm` needs as its first pass, and what listeners hear. */
export type Ebur128Summary = Loudness & { range: number; threshold: number };

export async function measureEbur128(file: string): Promise<Ebur128Summary> {
  const log = await runWithStderr('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-nostats', '-i', file],
    ...['-map', '0:a', '-filter:a', 'ebur128=peak=true', '-f', 'null', '-'],
  ]);
  const summary = log.slice(log.lastIndexOf('Summary:'));
  const read = (pattern: RegExp) => {
    const text = pattern.exec(summary)?.[1];
    if (text === undefined) throw new Error(`no ebur128 summary for ${file}`);
    return text === '-inf' ? -Infinity : Number(text);
  };
  return {
    integrated: read(/I:\s+(-?[\d.]+|-inf) LUFS/),
    threshold: read(/I:\s+\S+ LUFS\s+Threshold:\s+(-?[\d.]+|-inf) LUFS/),
    range: read(/LRA:\s+(-?[\d.]+|-inf) LU\b/),
    truePeak: read(/True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/),
  };
}

export async function measureLoudness(file: string): Promise<Loudness> {
  const { integrated, truePeak } = await measureEbur128(file);
  return { integrated, truePeak };
}

export function loudnessProblem({ integrated, truePeak }: Loudness): string | null {
  const { integrated: target, tolerance, maxTruePeak } = LOUDNESS_TARGET;
  if (Math.abs(integrated - target) > tolerance) return `integrated ${integrated} LUFS is outside ${target} ± ${tolerance}`;
  if (truePeak > maxTruePeak) return `true peak ${truePeak} dBTP is above ${maxTruePeak}`;
  return null;
}
