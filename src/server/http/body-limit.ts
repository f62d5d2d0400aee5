import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.ts';
import { SESSION_MEDIA_MAX_BYTES } from '#shared/schemas/admin.ts';
import { JOURNAL_AUDIO_MAX_BYTES } from '#shared/journal.ts';
import { AVATAR_MAX_BYTES } from '#shared/schemas/accounts.ts';
import { LIBRARY_FILE_MAX_BYTES, NEWS_COVER_MAX_BYTES } from '#shared/schemas/admin-editors.ts';
import { errorBody } from './errors.ts';

/** Every JSON body and form of the app fits in this; a name of 10 MB is an attack, not a user. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** 100,000 characters of Markdown, each up to 4 bytes of UTF-8 or 6 of a JSON escape, and the other fields. */
const ADMIN_MARKDOWN_BODY_LIMIT = 1024 * 1024;

/**
 * Routes that may take more than the default, by path (a path ending in `/*` covers what is under it;
 * a `:name` segment matches any one segment). An upload route declares its own limit here.
 */
export const LARGER_BODY_LIMITS: Readonly<Record<string, number>> = {
  // Stripe's events are usually a few kilobytes, but an invoice with many lines can be far larger.
  '/api/billing/webhooks/stripe': 1024 * 1024,
  // A pitch deck saved whole: answers (28 × 2,000 characters) and up to 30 slides with notes, which
  // the zod schema bounds; in UTF-8 that can pass 64 KB.
  '/api/pitch/decks': 256 * 1024,
  '/api/pitch/decks/:id': 1024 * 1024,
  // A voice entry; the route itself refuses anything longer than ten minutes.
  '/api/journal/entries/:id/audio': JOURNAL_AUDIO_MAX_BYTES,
  // A profile picture, resized on the server.
  '/api/me/avatar': AVATAR_MAX_BYTES,
  // A session's media file (admin console); the route refuses anything longer than three hours.
  '/api/admin/sessions/:id/media': SESSION_MEDIA_MAX_BYTES,
  // An advisor's portrait (admin console), resized as avatars are.
  '/api/admin/advisors/:id/portrait': AVATAR_MAX_BYTES,
  // A news post's cover and a library resource's downloadable file (admin console).
  '/api/admin/news/:id/cover': NEWS_COVER_MAX_BYTES,
  '/api/admin/library/:id/file': LIBRARY_FILE_MAX_BYTES,
  // Markdown of news posts and library resources (admin console): up to 100,000 characters.
  '/api/admin/news': ADMIN_MARKDOWN_BODY_LIMIT,
  '/api/admin/news/:id': ADMIN_MARKDOWN_BODY_LIMIT,
  '/api/admin/library': ADMIN_MARKDOWN_BODY_LIMIT,
  '/api/admin/library/:id': ADMIN_MARKDOWN_BODY_LIMIT,
  '/api/admin/markdown-preview': ADMIN_MARKDOWN_BODY_LIMIT,
};

function pathMatcher(pattern: string): (path: string) => boolean {
  if (pattern.endsWith('/*')) return (path) => path.startsWith(pattern.slice(0, -1));
  const segments = pattern.split('/');
  return (path) => {
    const parts = path.split('/');
    return (
      parts.length === segments.length &&
      segments.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment === parts[i]))
    );
  };
}

/**
 * Caps every request body, before anything reads it. Hono's bodyLimit refuses a Content-Length over
 * the limit at once, and counts the bytes of a body without one (chunked, or streamed) as they
 * arrive, stopping at the limit; the body it has read is handed on, so Better Auth and the routes
 * read it as usual. The client can read the 413 while still sending: see early-answers.ts.
 */
export function limitRequestBodies(
  larger: Readonly<Record<string, number>> = LARGER_BODY_LIMITS,
): MiddlewareHandler<AppEnv> {
  const tooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    c.json(errorBody('payload_too_large'), 413);
  const byDefault = bodyLimit({ maxSize: DEFAULT_BODY_LIMIT, onError: tooLarge });
  const exceptions = Object.entries(larger).map(([pattern, maxSize]) => ({
    matches: pathMatcher(pattern),
    maxSize,
    limit: bodyLimit({ maxSize, onError: tooLarge }),
  }));
  const maxSizeFor = (path: string) => exceptions.find((e) => e.matches(path))?.maxSize ?? DEFAULT_BODY_LIMIT;
  return async (c, next) => {
    // No body to count: a GET or HEAD has none.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A declared length is judged as bodyLimit judges it, without making the adapter build the
    // fetch Request only to ask whether there is a body (most writes: small JSON).
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(declared, 10) > maxSizeFor(c.req.path) ? tooLarge(c) : next();
    }
    const limit = exceptions.find((e) => e.matches(c.req.path))?.limit ?? byDefault;
    return await limit(c, next);
  };
}
