import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

export type MediaObject = { size: number; mimeType: string; modifiedAt: Date };

/** Where audio, video and images live: the local folder by default, or an S3-compatible bucket. */
export interface MediaStore {
  put(key: string, sourceFile: string): Promise<void>;
  /** Removes the object; a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  stat(key: string): Promise<MediaObject | null>;
  /** Bytes start..end inclusive, as a web stream. */
  read(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array>;
  /**
   * Present when players fetch audio and video from the storage itself (S3_MEDIA_REDIRECT,
   * decision 029): a presigned GET URL of a key, and the origin such URLs are on, for the CSP.
   */
  direct?: { origin: string; url(key: string, expiresIn: number): Promise<string> };
}

const MIME_TYPES: Record<string, string> = {
  '.opus': 'audio/ogg',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.webm': 'video/webm',
  '.weba': 'audio/webm',
  '.mp4': 'video/mp4',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.vtt': 'text/vtt; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf': 'application/pdf',
};

export function mimeTypeFor(key: string): string {
  return MIME_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Keys are relative, forward-slash paths of safe segments: no `..`, no absolute paths, no hidden files. */
export function isSafeMediaKey(key: string): boolean {
  return /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.[a-z0-9]+$/i.test(key) && !key.includes('..');
}

export function createFsMediaStore(root: string): MediaStore {
  const fileFor = (key: string) => {
    if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, sourceFile) {
      const target = fileFor(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(sourceFile, target);
    },
    async remove(key) {
      await fs.promises.rm(fileFor(key), { force: true });
    },
    async stat(key) {
      if (!isSafeMediaKey(key)) return null;
      try {
        const s = await fs.promises.stat(fileFor(key));
        return s.isFile() ? { size: s.size, mimeType: mimeTypeFor(key), modifiedAt: s.mtime } : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      const stream = fs.createReadStream(fileFor(key), range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
  };
}
