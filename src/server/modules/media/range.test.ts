import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';

describe('parseRange', () => {
  it('reads closed, open and suffix ranges', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('Bytes=0-0', 1000)).toEqual({ start: 0, end: 0 });
  });

  it('refuses a single byte range that cannot be satisfied', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=50-10', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-0', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=99999999999999999999999-', 1000)).toBe('unsatisfiable');
  });

  it('ignores a unit it does not know and several ranges: the whole file is sent', () => {
    expect(parseRange('items=0-1', 1000)).toBe('ignore');
    expect(parseRange('bytes=0-1,5-6', 1000)).toBe('ignore');
    expect(parseRange('bytes=0-1, 5-6', 1000)).toBe('ignore');
    expect(parseRange('bytes=abc', 1000)).toBe('ignore');
    expect(parseRange('', 1000)).toBe('ignore');
  });
});
