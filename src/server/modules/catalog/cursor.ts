import { AppError } from '#server/errors.ts';
import { SESSION_SORTS, type SessionSort } from '#shared/catalog.ts';

/**
 * Keyset cursors: the sort order, the last row's sort value and its id, opaque to clients. The
 * order is inside so that a cursor reused with another `sort` is refused instead of cast wrongly.
 */
export type Cursor = { sort: SessionSort; value: string | number; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What each order's sort value looks like, so that a forged cursor never reaches a SQL cast. */
const VALUE_SHAPES: Record<SessionSort, (value: unknown) => boolean> = {
  newest: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v),
  popular: (v) => Number.isSafeInteger(v),
  top_rated: (v) => typeof v === 'string' && /^\d{1,3}(\.\d{1,2})?$/.test(v),
  shortest: (v) => Number.isSafeInteger(v),
};

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

const invalid = (message: string) =>
  new AppError('validation_failed', {
    message: 'Invalid value for: cursor',
    issues: [{ field: 'cursor', message }],
  });

export function decodeCursor(text: string, sort: SessionSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid('Not a cursor returned by this API');
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    !SESSION_SORTS.includes(parsed[0] as SessionSort) ||
    typeof parsed[2] !== 'string' ||
    !UUID.test(parsed[2])
  ) {
    throw invalid('Not a cursor returned by this API');
  }
  const [cursorSort, value, id] = parsed as [SessionSort, unknown, string];
  if (cursorSort !== sort) throw invalid(`This cursor belongs to sort=${cursorSort}`);
  if (!VALUE_SHAPES[sort](value)) throw invalid('Not a cursor returned by this API');
  return { sort, value: value as string | number, id };
}
