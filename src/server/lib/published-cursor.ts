import { AppError } from '#server/errors.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '#shared/library.ts';

/**
 * Keyset cursors of the library and the news: the last row's publication time and slug, opaque to
 * clients, checked for shape before any of it reaches a query.
 */
export type PublishedCursor = { publishedAt: string; slug: string };

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const encodePublishedCursor = (cursor: PublishedCursor) =>
  Buffer.from(JSON.stringify([cursor.publishedAt, cursor.slug])).toString('base64url');

const invalid = () =>
  new AppError('validation_failed', {
    message: 'Invalid value for: cursor',
    issues: [{ field: 'cursor', message: 'Not a cursor returned by this API' }],
  });

export function decodePublishedCursor(text: string): PublishedCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [publishedAt, slug]: unknown[] = parsed;
  if (typeof publishedAt !== 'string' || !ISO.test(publishedAt) || Number.isNaN(Date.parse(publishedAt))) {
    throw invalid();
  }
  if (typeof slug !== 'string' || slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) throw invalid();
  return { publishedAt, slug };
}
