/**
 * The value a test expects to be there, typed without `undefined` or `null`: a missing one fails
 * the test here, with what was missing, rather than later as "cannot read properties of undefined".
 * Tests use it where they would otherwise write `!` or `as`.
 */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === undefined || value === null)
    throw new Error(`expected ${what} to be present, got ${String(value)}`);
  return value;
}
