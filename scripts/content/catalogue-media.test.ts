import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCoaches, readSessionScripts } from '#server/content/load-content.ts';
import { checkSession } from './check.ts';
import { readManifest, sessionHash } from './manifest.ts';
import type { Manifest } from './manifest.ts';
import { sessionJob } from './session-job.ts';
import type { SessionJob } from './session-job.ts';
import { LOUDNESS_TARGET } from './loudness.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
const MEDIA_DIR = path.join(CONTENT_DIR, 'media');

/** The committed media against the committed scripts: what `npm run content:audio -- --check` verifies. */
describe('generated media of the catalogue', () => {
  let jobs: SessionJob[];
  let manifest: Manifest;
  beforeAll(async () => {
    const names = new Map((await readCoaches(CONTENT_DIR)).map((c) => [c.slug, c.name]));
    jobs = (await readSessionScripts(CONTENT_DIR)).map((script) => {
      const coachName = names.get(script.coachSlug) ?? '';
      return sessionJob(script, coachName, (file) => sessionHash(script, coachName, file));
    });
    manifest = await readManifest(path.join(MEDIA_DIR, 'manifest.json'));
  });

  it('has up-to-date media for every script, with captions that parse and end within the media', async () => {
    const problems: string[] = [];
    for (const job of jobs)
      for (const problem of await checkSession(job, manifest, MEDIA_DIR)) problems.push(`${job.script.slug}: ${problem}`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('was measured within the loudness target when it was made', () => {
    const { integrated, tolerance, maxTruePeak } = LOUDNESS_TARGET;
    for (const job of jobs) {
      const level = manifest.sessions[job.script.slug]?.loudness;
      expect(level, job.script.slug).toBeDefined();
      expect(Math.abs(level!.integrated - integrated), job.script.slug).toBeLessThanOrEqual(tolerance);
      expect(level!.truePeak, job.script.slug).toBeLessThanOrEqual(maxTruePeak);
    }
  });

  it('keeps the catalogue within 0.2 MB per minute', () => {
    const entries = Object.values(manifest.sessions);
    const minutes = entries.reduce((n, e) => n + e.durationSeconds, 0) / 60;
    const megabytes = entries.reduce((n, e) => n + e.bytes, 0) / 1024 / 1024;
    expect(megabytes / minutes).toBeLessThanOrEqual(0.2);
  });
});
