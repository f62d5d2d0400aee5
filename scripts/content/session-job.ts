/** Generates one session's media, captions and chapters, and describes them for the manifest. */
import { copyFile, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SessionScript } from '#server/content/load-content.ts';
import { spokenWordCount } from '#server/content/load-content.ts';
import { captionsFile, chaptersFile, measureDuration, sessionMediaFile } from '#server/content/session-media.ts';
import { toWebVtt } from './captions.ts';
import { LOUDNESS_TARGET, measureLoudness } from './loudness.ts';
import { sha256File } from './manifest.ts';
import type { SessionEntry } from './manifest.ts';
import { limitTruePeak, produce, SPEECH_OFFSET } from './mix.ts';
import { SETTINGS } from './settings.ts';
import { speechTrack } from './speech.ts';
import { encode } from './video.ts';

/** A file's true peak must end at or below this, a little under the −1 dBTP rule. */
const PEAK_MARGIN_DBTP = -1.3;

export type SessionJob = { script: SessionScript; coachName: string; hash: string; file: string };

export function sessionJob(script: SessionScript, coachName: string, hash: (file: string) => string): SessionJob {
  const file = sessionMediaFile(script.slug, script.type);
  return { script, coachName, file, hash: hash(file) };
}

/** Copies in through a temporary name, so an interrupted run never leaves half a file in content/. */
async function commit(from: string, to: string): Promise<void> {
  await copyFile(from, `${to}.partial`);
  await rename(`${to}.partial`, to);
}

export async function generateSession(job: SessionJob, mediaDir: string, tmpRoot: string): Promise<SessionEntry> {
  const { script } = job;
  const dir = await mkdtemp(path.join(tmpRoot, `${script.slug}-`));
  try {
    const track = await speechTrack(script, dir);
    const mixed = path.join(dir, 'mixed.wav');
    const encoded = path.join(dir, path.basename(job.file));
    // Opus can raise true peaks by a dB or two; when it does, the mix's peaks are held lower and the
    // session made again (its loudness stays at the target, only the peaks move).
    let peakAboveSpeech = SETTINGS.mix.peakAboveSpeechDb;
    let loudness = { integrated: 0, truePeak: 0 };
    for (let attempt = 0; attempt < 3; attempt++) {
      await produce(script.slug, script.category, track.samples, dir, mixed, peakAboveSpeech);
      await encode(script.type, mixed, { slug: script.slug, title: script.title, coachName: job.coachName }, dir, encoded);
      loudness = await measureLoudness(encoded);
      if (loudness.truePeak <= PEAK_MARGIN_DBTP) break;
      peakAboveSpeech -= loudness.truePeak - PEAK_MARGIN_DBTP + 0.5;
    }
    // Flite's voices can overshoot in the encoder however low the mix's peaks are held: a session
    // still above the ceiling goes through a true-peak limiter ahead of the encoder, at loudnorm's
    // ceiling first, then lower by what the encoder still added. Only such sessions take this step;
    // every other one comes out of the steps above as before, so its committed media stays valid.
    if (loudness.truePeak > LOUDNESS_TARGET.maxTruePeak) {
      const limited = path.join(dir, 'limited.wav');
      let ceiling = SETTINGS.loudness.truePeak;
      for (let attempt = 0; attempt < 3; attempt++) {
        await limitTruePeak(mixed, limited, ceiling);
        await encode(script.type, limited, { slug: script.slug, title: script.title, coachName: job.coachName }, dir, encoded);
        loudness = await measureLoudness(encoded);
        if (loudness.truePeak <= PEAK_MARGIN_DBTP) break;
        ceiling -= loudness.truePeak - PEAK_MARGIN_DBTP + 0.5;
      }
    }

    const shift = (seconds: number) => Math.round((seconds + SPEECH_OFFSET) * 1000) / 1000;
    const cues = track.cues.map((cue) => ({ ...cue, start: shift(cue.start), end: shift(cue.end) }));
    const vtt = path.join(dir, 'captions.vtt');
    await writeFile(vtt, toWebVtt(cues));
    const chapters = track.chapters.map((c) => ({ startSeconds: shift(c.startSeconds), title: c.title }));
    const chaptersJson = path.join(dir, 'chapters.json');
    if (chapters.length) await writeFile(chaptersJson, `${JSON.stringify(chapters, null, 2)}\n`);

    const durationSeconds = await measureDuration(encoded);
    const bytes = (await stat(encoded)).size;

    const captions = captionsFile(script.slug);
    const chaptersPath = chapters.length ? chaptersFile(script.slug) : null;
    await commit(encoded, path.join(mediaDir, job.file));
    await commit(vtt, path.join(mediaDir, captions));
    if (chaptersPath) await commit(chaptersJson, path.join(mediaDir, chaptersPath));
    else await rm(path.join(mediaDir, chaptersFile(script.slug)), { force: true });

    const produced = [job.file, captions, ...(chaptersPath ? [chaptersPath] : [])];
    const hashes: Record<string, string> = {};
    for (const file of produced) hashes[file] = (await sha256File(path.join(mediaDir, file)))!;
    return {
      hash: job.hash,
      file: job.file,
      captions,
      chapters: chaptersPath,
      sha256: hashes,
      durationSeconds,
      words: spokenWordCount(script.segments),
      bytes,
      voices: [...new Set(track.voices)],
      loudness,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
