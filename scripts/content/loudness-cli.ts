/**
 * `npm run content:loudness`: every generated session's integrated loudness and true peak, measured
 * by ffmpeg's ebur128; exits 1 when one is outside −16 ± 1 LUFS or above −1 dBTP. Needs ffmpeg.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOUDNESS_TARGET, loudnessProblem, measureLoudness } from './loudness.ts';
import { readManifest } from './manifest.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../content/media', import.meta.url));

async function main(): Promise<number> {
  const manifest = await readManifest(path.join(MEDIA_DIR, 'manifest.json'));
  const entries = Object.entries(manifest.sessions);
  let failed = 0;
  for (const [slug, entry] of entries) {
    const level = await measureLoudness(path.join(MEDIA_DIR, entry.file));
    const problem = loudnessProblem(level);
    if (problem) failed++;
    console.log(`${problem ? 'FAIL' : 'ok  '} ${slug.padEnd(46)} ${level.integrated.toFixed(1).padStart(6)} LUFS ${level.truePeak.toFixed(1).padStart(5)} dBTP${problem ? `  ${problem}` : ''}`);
  }
  const { integrated, tolerance, maxTruePeak } = LOUDNESS_TARGET;
  console.log(`\n${entries.length} files measured, ${failed} outside ${integrated} ± ${tolerance} LUFS or above ${maxTruePeak} dBTP`);
  return failed || !entries.length ? 1 : 0;
}

process.exitCode = await main();
