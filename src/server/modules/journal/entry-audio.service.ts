import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import type { AppDeps } from '#server/deps.ts';
import { journalEntries } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { receiveToFile } from '#server/http/receive-upload.ts';
import { JOURNAL_AUDIO_MAX_BYTES, JOURNAL_AUDIO_MAX_SECONDS } from '#shared/journal.ts';
import { type AudioUploadResult } from '#shared/schemas/journal.ts';
import { findEntry, toEntry } from './entries.service.ts';
import { queueTranscriptionIfAllowed } from './transcription.service.ts';
import { webmDurationSeconds } from '#server/lib/webm-duration.ts';

/** What a recording's bytes say it is, by the extension file-type finds, as we store and serve it. */
const RECORDING_KINDS: Record<string, { mimeType: string; extension: string }> = {
  webm: { mimeType: 'audio/webm', extension: 'weba' },
  ogg: { mimeType: 'audio/ogg', extension: 'ogg' },
  opus: { mimeType: 'audio/ogg', extension: 'ogg' },
  oga: { mimeType: 'audio/ogg', extension: 'ogg' },
  m4a: { mimeType: 'audio/mp4', extension: 'm4a' },
  mp4: { mimeType: 'audio/mp4', extension: 'm4a' },
  mp3: { mimeType: 'audio/mpeg', extension: 'mp3' },
};
/** Recorders stop a moment after the cap; a second of slack keeps a full ten minutes acceptable. */
const LENGTH_SLACK_SECONDS = 1;

async function durationOf(file: string, extension: string): Promise<number | null> {
  if (extension === 'weba') return webmDurationSeconds(await fs.promises.readFile(file));
  try {
    const metadata = await parseFile(file, { duration: true });
    return metadata.format.duration ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps a recording for the caller's entry: the type from its bytes (not the header), its length
 * from the file, then the media store. Sending it again replaces the previous one, so a retried
 * upload is harmless. Transcription is queued when a provider is configured and the entry may go to AI.
 */
export async function saveEntryRecording(
  deps: AppDeps,
  userId: string,
  entryId: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<AudioUploadResult> {
  const { entry } = await findEntry(deps.db, userId, entryId);
  const folder = path.join(deps.env.dataDir, 'uploads');
  await fs.promises.mkdir(folder, { recursive: true });
  const file = path.join(folder, randomUUID());
  try {
    const size = await receiveToFile(body, file, {
      maxBytes: JOURNAL_AUDIO_MAX_BYTES,
      missing: new AppError('unsupported_media'),
    });
    if (size === 0) throw new AppError('unsupported_media');
    const detected = await fileTypeFromFile(file);
    const kind = detected ? RECORDING_KINDS[detected.ext] : undefined;
    if (!kind) throw new AppError('unsupported_media');
    const duration = await durationOf(file, kind.extension);
    if (duration === null || !Number.isFinite(duration)) throw new AppError('unsupported_media');
    if (duration > JOURNAL_AUDIO_MAX_SECONDS + LENGTH_SLACK_SECONDS) throw new AppError('recording_too_long');

    const key = `journal/${userId}/${entryId}.${kind.extension}`;
    await deps.media.put(key, file);
    if (entry.audioKey && entry.audioKey !== key) await deps.media.remove(entry.audioKey);
    await deps.db
      .update(journalEntries)
      .set({
        audioKey: key,
        audioMimeType: kind.mimeType,
        audioDurationSeconds: Math.round(duration * 10) / 10,
        updatedAt: new Date(),
      })
      .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, userId)));
    const transcriptStatus = await queueTranscriptionIfAllowed(deps, userId, entryId);
    const saved = toEntry(await findEntry(deps.db, userId, entryId), deps.env.authSecret);
    return { audio: saved.audio!, transcriptStatus };
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}
