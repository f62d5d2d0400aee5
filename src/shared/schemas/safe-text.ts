import { z } from 'zod';

/** Any control character: C0 (NUL to US), DEL and C1. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The rule alone, for values no schema parses (Better Auth's bodies, say). */
export const hasControlCharacter = (value: string) => CONTROL_CHARACTER.test(value);

export const SAFE_TEXT_MESSAGE = 'Must not contain control characters.';

/**
 * A string as every input of the app takes it: no control characters (PostgreSQL refuses a NUL in
 * text and JSON, and none of them belongs in a name, a search or an id), and a bound on its length,
 * so nothing sent can grow a row or an answer without limit. `trim` trims before the length is
 * counted; chain `.min()` and the like after.
 */
export const safeText = (maxLength: number, { trim = false }: { trim?: boolean } = {}) =>
  (trim ? z.string().trim() : z.string())
    .max(maxLength)
    .refine((value) => !hasControlCharacter(value), SAFE_TEXT_MESSAGE);
