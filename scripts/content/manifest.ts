/**
 * content/media/manifest.json: for every session, a hash of everything that went into its media
 * (script, advisor, voices, settings) and the hashes of the files it produced. A session whose
 * inputs and files still match is not generated again; `--check` compares without generating.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SessionScript } from '#server/content/load-content.ts';
import type { Loudness } from './loudness.ts';
import { SETTINGS } from './settings.ts';
import { plan } from './speech.ts';

export type SessionEntry = {
  hash: string;
  /** Relative to content/media. */
  file: string;
  captions: string;
  chapters: string | null;
  /** sha256 of each produced file, by its path relative to content/media. */
  sha256: Record<string, string>;
  durationSeconds: number;
  words: number;
  bytes: number;
  voices: string[];
  loudness: Loudness;
};

export type ArtworkEntry = { hash: string; files: Record<string, string> };

export type Manifest = {
  pipeline: number;
  sessions: Record<string, SessionEntry>;
  artwork: Record<string, ArtworkEntry>;
};

export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export async function sha256File(file: string): Promise<string | null> {
  return readFile(file).then(sha256, () => null);
}

/** The hash of what shapes a session's media: change any of it and the session is generated again. */
export function sessionHash(script: SessionScript, coachName: string, file: string): string {
  const voices = [...new Set(plan(script).flatMap((s) => (s.kind === 'sentence' ? [s.request.voice] : [])))];
  const inputs = {
    settings: SETTINGS,
    file,
    type: script.type,
    category: script.category,
    title: script.title,
    coachName,
    voices,
    segments: script.segments,
  };
  return sha256(JSON.stringify(inputs)).slice(0, 16);
}

export async function readManifest(file: string): Promise<Manifest> {
  const text = await readFile(file, 'utf8').catch(() => null);
  const parsed = text ? (JSON.parse(text) as Partial<Manifest>) : {};
  // Sessions made by an older pipeline are made again; covers carry their own hash and stay.
  if (parsed.pipeline !== SETTINGS.pipeline) return { pipeline: SETTINGS.pipeline, sessions: {}, artwork: parsed.artwork ?? {} };
  return { pipeline: SETTINGS.pipeline, sessions: parsed.sessions ?? {}, artwork: parsed.artwork ?? {} };
}

const sortedByKey = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

export async function writeManifest(file: string, manifest: Manifest): Promise<void> {
  const sorted: Manifest = {
    pipeline: manifest.pipeline,
    sessions: sortedByKey(manifest.sessions),
    artwork: sortedByKey(manifest.artwork),
  };
  await writeFile(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** True when every file the entry lists is on disk with the recorded content. */
export async function filesMatch(mediaDir: string, files: Record<string, string>): Promise<boolean> {
  for (const [file, expected] of Object.entries(files)) {
    if ((await sha256File(path.join(mediaDir, file))) !== expected) return false;
  }
  return true;
}
