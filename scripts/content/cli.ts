/**
 * `npm run content:audio [-- --force] [-- --only=slug,slug] [-- --jobs=N] [-- --check]`
 *
 * Turns content/sessions/*.md into produced media (Festival HTS and Flite voices, sox, ffmpeg; see
 * the README for the Debian packages): per session an Opus file (or a WebM for videos), WebVTT
 * captions, chapters for podcasts; cover artwork per session and path; the advisors' avatars.
 * Only what changed is generated (content/media/manifest.json), on every core (`--jobs=N` sessions at
 * a time instead, on a shared machine); `--force` redoes all.
 * `--check` generates nothing: it verifies that every script has up-to-date media and sound files,
 * and measures loudness when ffmpeg is there; exits 1 on any problem.
 */
import { access, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCoaches, readPaths, readSessionScripts } from '#server/content/load-content.ts';
import { writeAvatars } from '../content-avatars.ts';
import { writeArtwork } from './artwork.ts';
import { checkCatalogue } from './check.ts';
import { loudnessProblem } from './loudness.ts';
import { filesMatch, readManifest, sessionHash, writeManifest } from './manifest.ts';
import { generateSession, sessionJob } from './session-job.ts';
import type { SessionJob } from './session-job.ts';
import { summarise } from './summary.ts';
import type { Outcome } from './summary.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
const MEDIA_DIR = path.join(CONTENT_DIR, 'media');
const MANIFEST_FILE = path.join(MEDIA_DIR, 'manifest.json');

function parseArgs(argv: string[]) {
  const only = argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
    .filter(Boolean);
  const jobsArg = argv.find((a) => a.startsWith('--jobs='));
  const jobs = jobsArg ? Number(jobsArg.slice('--jobs='.length)) : null;
  if (jobs !== null && !(Number.isInteger(jobs) && jobs > 0)) throw new Error(`${jobsArg} is not a positive whole number`);
  const unknown = argv.filter((a) => !['--force', '--check'].includes(a) && !a.startsWith('--only=') && !a.startsWith('--jobs='));
  if (unknown.length) throw new Error(`unknown option ${unknown.join(' ')} (use --force, --check, --only=slug,slug, --jobs=N)`);
  return { force: argv.includes('--force'), check: argv.includes('--check'), only: only ?? null, jobs };
}

const fileExists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Deletes generated session files that no script produces any more (renamed sessions, audio turned video). */
async function pruneStale(wanted: Set<string>): Promise<string[]> {
  const dir = path.join(MEDIA_DIR, 'sessions');
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    const file = `sessions/${name}`;
    if (!wanted.has(file)) {
      await rm(path.join(dir, name));
      removed.push(file);
    }
  }
  return removed;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const coaches = await readCoaches(CONTENT_DIR);
  const coachNames = new Map(coaches.map((c) => [c.slug, c.name]));
  const scripts = await readSessionScripts(CONTENT_DIR);
  const paths = await readPaths(CONTENT_DIR);
  const manifest = await readManifest(MANIFEST_FILE);
  const jobs = scripts.map((script) => {
    const coachName = coachNames.get(script.coachSlug) ?? '';
    if (!coachName) console.warn(`WARN ${script.slug}: unknown advisor "${script.coachSlug}"`);
    return sessionJob(script, coachName, (file) => sessionHash(script, coachName, file));
  });
  const selected = options.only ? jobs.filter((j) => options.only?.includes(j.script.slug)) : jobs;
  if (options.only && selected.length !== options.only.length) throw new Error('--only names a session that does not exist');

  if (options.check) {
    const failed = await checkCatalogue(selected, manifest, MEDIA_DIR);
    console.log(`\n${selected.length} sessions checked, ${failed} with problems`);
    return failed ? 1 : 0;
  }

  const avatars = await writeAvatars(CONTENT_DIR);
  console.log(`avatars: ${avatars.total} advisors (${avatars.written} written)`);
  const artwork = await writeArtwork({ mediaDir: MEDIA_DIR, scripts, paths, manifest, force: options.force });
  console.log(`artwork: ${artwork.total} covers (${artwork.written} written)`);
  await writeManifest(MANIFEST_FILE, manifest);

  await mkdir(path.join(MEDIA_DIR, 'sessions'), { recursive: true });
  const tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'founder-flow-media-'));
  const removeTmp = () => rm(tmpRoot, { recursive: true, force: true });
  process.once('SIGINT', () => void removeTmp().finally(() => process.exit(130)));

  const outcomes: Outcome[] = [];
  const failures: string[] = [];
  // Sessions with no media file at all go first: a stopped run then leaves the fewest scripts silent.
  const hasFile = new Map(
    await Promise.all(selected.map(async (j) => [j.script.slug, await fileExists(path.join(MEDIA_DIR, j.file))] as const)),
  );
  const queue = [...selected].sort((a, b) => Number(hasFile.get(a.script.slug)) - Number(hasFile.get(b.script.slug)));
  const started = Date.now();
  // The manifest is rewritten after each session, one write at a time, so a stopped run keeps its work.
  let saving = Promise.resolve();
  const save = () => (saving = saving.then(() => writeManifest(MANIFEST_FILE, manifest)));
  const worker = async () => {
    for (let job: SessionJob | undefined = queue.shift(); job; job = queue.shift()) {
      const { slug } = job.script;
      try {
        const previous = manifest.sessions[slug];
        const reusable =
          !options.force &&
          previous?.hash === job.hash &&
          !loudnessProblem(previous.loudness) &&
          (await filesMatch(MEDIA_DIR, previous.sha256))
            ? previous
            : null;
        const unchanged = reusable !== null;
        const entry = reusable ?? (await generateSession(job, MEDIA_DIR, tmpRoot));
        manifest.sessions[slug] = entry;
        await save();
        outcomes.push({ job, entry, status: unchanged ? 'unchanged' : 'generated' });
        console.log(`${String(outcomes.length).padStart(3)}/${selected.length} ${describe(job, entry)} ${unchanged ? 'unchanged' : 'generated'}`);
      } catch (error) {
        failures.push(slug);
        console.error(`FAIL ${slug}: ${(error as Error).message}`);
      }
    }
  };
  try {
    // Two sessions per core by default: each spends part of its time waiting on a child process.
    const workers = options.jobs ?? 2 * Math.max(1, os.availableParallelism());
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    await removeTmp();
  }

  if (!options.only) {
    for (const slug of Object.keys(manifest.sessions))
      if (!jobs.some((j) => j.script.slug === slug)) delete manifest.sessions[slug];
    const wanted = new Set(Object.values(manifest.sessions).flatMap((e) => Object.keys(e.sha256)));
    for (const file of await pruneStale(wanted)) console.log(`removed stale ${file}`);
  }
  await save();
  return summarise(outcomes, failures, Date.now() - started);
}

function describe(job: SessionJob, entry: Outcome['entry']): string {
  const { slug, category, type } = job.script;
  const seconds = entry.durationSeconds;
  const clock = `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
  return (
    `${slug.padEnd(46)} ${category.padEnd(7)} ${type.padEnd(5)} ${clock.padStart(5)} ` +
    `${(entry.bytes / 1024).toFixed(0).padStart(4)} KB ${entry.loudness.integrated.toFixed(1)} LUFS ${entry.loudness.truePeak.toFixed(1)} dBTP`
  );
}

process.exitCode = await main();
