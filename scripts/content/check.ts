/**
 * What `--check` verifies without Festival or ffmpeg (so CI can run it): every script has media made
 * from its current text (manifest hash), the files are those the manifest recorded, every caption
 * file parses and ends within its media's duration, chapters are well formed. The loudness of each
 * file is measured too when ffmpeg is installed.
 */
import { readFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { measureDuration } from '#server/content/session-media.ts';
import { parseWebVtt } from './captions.ts';
import { loudnessProblem, measureLoudness } from './loudness.ts';
import { filesMatch } from './manifest.ts';
import type { Manifest } from './manifest.ts';
import type { SessionJob } from './session-job.ts';

export const hasFfmpeg = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

export async function checkSession(job: SessionJob, manifest: Manifest, mediaDir: string): Promise<string[]> {
  const entry = manifest.sessions[job.script.slug];
  if (!entry) return ['no media: run npm run content:audio'];
  const problems: string[] = [];
  if (entry.hash !== job.hash) problems.push('media is older than the script: run npm run content:audio');
  if (!(await filesMatch(mediaDir, entry.sha256))) problems.push('a generated file is missing or differs from the manifest');
  const duration = await measureDuration(path.join(mediaDir, entry.file)).catch(() => null);
  if (duration === null) return [...problems, `${entry.file} has no measurable duration`];
  try {
    const cues = parseWebVtt(await readFile(path.join(mediaDir, entry.captions), 'utf8'));
    const end = cues.at(-1)!.end;
    if (end > duration) problems.push(`captions end at ${end} s, after the media (${duration} s)`);
  } catch (error) {
    problems.push(`captions: ${(error as Error).message}`);
  }
  if (entry.chapters) {
    const chapters = JSON.parse(await readFile(path.join(mediaDir, entry.chapters), 'utf8')) as Array<{ startSeconds: number; title: string }>;
    const ordered = chapters.every((c, i) => c.title && c.startSeconds < duration && (i === 0 || c.startSeconds > chapters[i - 1]!.startSeconds));
    if (!ordered) problems.push('chapters are not in order within the media');
  }
  return problems;
}

/** Prints one line per session and returns how many had a problem. */
export async function checkCatalogue(jobs: readonly SessionJob[], manifest: Manifest, mediaDir: string): Promise<number> {
  let failed = 0;
  const loudness = hasFfmpeg();
  if (!loudness) console.log('ffmpeg not found: loudness not measured (npm run content:loudness needs it)');
  for (const job of jobs) {
    const problems = await checkSession(job, manifest, mediaDir);
    const entry = manifest.sessions[job.script.slug];
    let measured = '';
    if (loudness && entry && !problems.length) {
      const level = await measureLoudness(path.join(mediaDir, entry.file));
      measured = ` ${level.integrated.toFixed(1)} LUFS, ${level.truePeak.toFixed(1)} dBTP`;
      const problem = loudnessProblem(level);
      if (problem) problems.push(problem);
    }
    if (problems.length) failed++;
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${job.script.slug}${measured}${problems.map((p) => `\n     ${p}`).join('')}`);
  }
  return failed;
}
