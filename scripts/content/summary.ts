/** The closing lines of a run: counts, and the sessions whose length is off their category's range. */
import type { SessionCategory } from '#shared/catalog.ts';
import type { SessionEntry } from './manifest.ts';
import type { SessionJob } from './session-job.ts';
import { DURATION_RANGES } from './settings.ts';

export type Outcome = { job: SessionJob; entry: SessionEntry; status: 'generated' | 'unchanged' };

export function summarise(outcomes: Outcome[], failures: string[], elapsedMs: number): number {
  const generated = outcomes.filter((o) => o.status === 'generated').length;
  const minutes = outcomes.reduce((n, o) => n + o.entry.durationSeconds, 0) / 60;
  const megabytes = outcomes.reduce((n, o) => n + o.entry.bytes, 0) / 1024 / 1024;
  console.log(
    `\n${outcomes.length} sessions: ${generated} generated, ${outcomes.length - generated} unchanged, ${failures.length} failed ` +
      `(${(elapsedMs / 1000).toFixed(1)} s); ${minutes.toFixed(1)} min of audio, ${megabytes.toFixed(1)} MB, ` +
      `${minutes ? (megabytes / minutes).toFixed(3) : '0'} MB per minute`,
  );
  for (const category of Object.keys(DURATION_RANGES) as SessionCategory[]) {
    const [min, max] = DURATION_RANGES[category];
    const mine = outcomes.filter((o) => o.job.script.category === category);
    if (!mine.length) continue;
    const lengths = mine.map((o) => o.entry.durationSeconds).sort((a, b) => a - b);
    console.log(`${category.padEnd(7)} ${String(mine.length).padStart(3)} sessions, ${lengths[0]!.toFixed(0)}-${lengths.at(-1)!.toFixed(0)} s (guide ${min}-${max} s)`);
    for (const o of mine)
      if (o.entry.durationSeconds < min || o.entry.durationSeconds > max)
        console.warn(`WARN ${category} ${o.job.script.slug}: ${o.entry.durationSeconds.toFixed(1)} s is outside ${min}-${max} s`);
  }
  return failures.length ? 1 : 0;
}
