import { Hono } from 'hono';
import { verifyMediaSignature } from '#server/integrations/media-store/media-signer.ts';
import { mimeTypeFor } from '#server/integrations/media-store/media-store.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/errors.ts';
import { parseRange } from './range.ts';

/**
 * Advisor avatars, cover artwork and other images are public; session audio and video, and their
 * captions (a full transcript of premium content), need a signed URL.
 */
const PUBLIC_PREFIXES = ['avatars/', 'images/', 'artwork/'];

/** The media key in a request path; null when its percent-escapes do not decode (no such media). */
function mediaKeyOf(path: string): string | null {
  try {
    return decodeURIComponent(path.replace(/^\/media\//, ''));
  } catch {
    return null;
  }
}

export function mediaRoutes() {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const { media, env } = c.var.deps;
    const key = mediaKeyOf(c.req.path);
    if (key === null) throw new AppError('media_not_found');
    const isPublic = PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix));
    if (!isPublic && !verifyMediaSignature(env.authSecret, key, c.req.query('exp'), c.req.query('sig'))) {
      throw new AppError('invalid_media_signature');
    }
    // Session audio and video are the heavy bytes: with S3_MEDIA_REDIRECT the storage serves them
    // (Range included) on a presigned URL that expires with this one. Captions, images and library
    // files stay here: small, same-origin for <track> and downloads, and cacheable (decision 029).
    if (media.direct && !isPublic && /^(audio|video)\//.test(mimeTypeFor(key))) {
      const expiresIn = Math.max(1, Number(c.req.query('exp')) - Math.floor(Date.now() / 1000));
      const location = await media.direct.url(key, expiresIn);
      return c.body(null, 302, { Location: location, 'Cache-Control': 'private, no-store' });
    }
    const object = await media.stat(key);
    if (!object) throw new AppError('media_not_found');

    const headers: Record<string, string> = {
      'Content-Type': object.mimeType,
      'Accept-Ranges': 'bytes',
      'Last-Modified': object.modifiedAt.toUTCString(),
      'Cache-Control': isPublic ? 'public, max-age=86400' : 'private, max-age=900',
      // Library templates are files to keep, not pages to show (a PDF would open in the tab), named
      // after the key's last segment (a file uploaded in the console sits in a folder of its own).
      ...(key.startsWith('library/')
        ? { 'Content-Disposition': `attachment; filename="${key.split('/').pop()}"` }
        : {}),
    };
    const rangeHeader = c.req.header('range');
    const range = rangeHeader === undefined ? 'ignore' : parseRange(rangeHeader, object.size);
    if (range === 'ignore') {
      return c.body(media.read(key), 200, { ...headers, 'Content-Length': String(object.size) });
    }
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${object.size}` });
    }
    return c.body(media.read(key, range), 206, {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${object.size}`,
      'Content-Length': String(range.end - range.start + 1),
    });
  });
}
