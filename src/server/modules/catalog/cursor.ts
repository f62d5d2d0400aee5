import { AppError } from '#server/http/errors.ts';

/** Keyset cursors: the last row's sort value and id, opaque to clients. */
export type Cursor = { value: string | number; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(parsed[1])
    ) {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the 422 below
  }
  throw new AppError(422, 'validation_failed', 'Invalid value for: cursor', [
    { field: 'cursor', message: 'Not a cursor returned by this API' },
  ]);
}
