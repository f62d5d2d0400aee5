import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import { sessions } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { receiveToFile } from '#server/http/receive-upload.ts';
import { webmDurationSeconds } from '#server/lib/webm-duration.ts';
import type { SessionType } from '#shared/catalog.ts';
import {
  SESSION_MEDIA_MAX_BYTES,
  SESSION_MEDIA_MAX_SECONDS,
  type AdminSession,
} from '#shared/schemas/admin.ts';
import { audit, type Actor } from './admin-writes.ts';
import { auditedSession, findAdminSession } from './sessions.service.ts';

type Kind = { mimeType: string; extension: string };

/**
 * What a file's bytes say it is (file-type's extension), as a session of each type stores it. WebM
 * and MP4 are containers for both; audio-only formats cannot be a video session's media.
 */
const KINDS: Record<SessionType, Record<string, Kind>> = {
  audio: {
    webm: { mimeType: 'audio/webm', extension: 'weba' },
    ogg: { mimeType: 'audio/ogg', extension: 'ogg' },
    opus: { mimeType: 'audio/ogg', extension: 'opus' },
    oga: { mimeType: 'audio/ogg', extension: 'ogg' },
    mp3: { mimeType: 'audio/mpeg', extension: 'mp3' },
    m4a: { mimeType: 'audio/mp4', extension: 'm4a' },
    mp4: { mimeType: 'audio/mp4', extension: 'm4a' },
  },
  video: {
    webm: { mimeType: 'video/webm', extension: 'webm' },
    mp4: { mimeType: 'video/mp4', extension: 'mp4' },
    m4v: { mimeType: 'video/mp4', extension: 'mp4' },
  },
};

/** The length from the file: its metadata, or for a live-recorded WebM without a Duration, its blocks. */
async function durationOf(file: string, extension: string): Promise<number | null> {
  try {
    const metadata = await parseFile(file, { duration: true });
    if (metadata.format.duration && Number.isFinite(metadata.format.duration))
      return metadata.format.duration;
  } catch {
    // Not readable as media; the WebM walk below may still read it.
  }
  if (extension !== 'weba' && extension !== 'webm') return null;
  return webmDurationSeconds(await fs.promises.readFile(file));
}

/**
 * Replaces a session's media: type from the bytes (the header is ignored), the duration read from
 * the file and stored as the session's, a new key per upload (so no cache serves the old bytes), and
 * the old file removed once the session points at the new one.
 */
export async function saveSessionMedia(
  deps: AppDeps,
  actor: Actor,
  sessionId: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<AdminSession> {
  const before = await findAdminSession(deps.db, sessionId, deps.env.authSecret);
  const folder = path.join(deps.env.dataDir, 'uploads');
  await fs.promises.mkdir(folder, { recursive: true });
  const file = path.join(folder, randomUUID());
  try {
    const size = await receiveToFile(body, file, {
      maxBytes: SESSION_MEDIA_MAX_BYTES,
      missing: new AppError('unsupported_session_media'),
    });
    if (size === 0) throw new AppError('unsupported_session_media');
    const detected = await fileTypeFromFile(file);
    if (!detected || !Object.values(KINDS).some((kinds) => kinds[detected.ext])) {
      throw new AppError('unsupported_session_media');
    }
    const kind = KINDS[before.type][detected.ext];
    if (!kind) throw new AppError('media_type_mismatch');
    const duration = await durationOf(file, kind.extension);
    if (duration === null || !Number.isFinite(duration) || duration <= 0) {
      throw new AppError('unsupported_session_media');
    }
    if (duration > SESSION_MEDIA_MAX_SECONDS) throw new AppError('media_too_long');

    const key = `sessions/${before.slug}-${randomBytes(4).toString('hex')}.${kind.extension}`;
    await deps.media.put(key, file);
    let oldKey: string | null = null;
    try {
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ contentUrl: sessions.contentUrl })
          .from(sessions)
          .where(eq(sessions.id, sessionId))
          .for('update');
        oldKey = row?.contentUrl ?? null;
        await tx
          .update(sessions)
          .set({ contentUrl: key, contentMimeType: kind.mimeType, duration: Math.round(duration) })
          .where(eq(sessions.id, sessionId));
        await audit(tx, actor, {
          action: 'session.media',
          targetType: 'session',
          targetId: sessionId,
          before: { ...auditedSession(before), mediaKey: oldKey },
          after: {
            ...auditedSession(before),
            mediaType: kind.mimeType,
            durationSeconds: Math.round(duration),
            mediaKey: key,
            bytes: size,
          },
        });
      });
    } catch (error) {
      await deps.media.remove(key);
      throw error;
    }
    if (oldKey && oldKey !== key) await deps.media.remove(oldKey);
    return findAdminSession(deps.db, sessionId, deps.env.authSecret);
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}
