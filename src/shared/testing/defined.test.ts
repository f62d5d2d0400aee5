import { describe, expect, it } from 'vitest';
import { defined } from './defined.ts';

describe('defined', () => {
  it('returns a present value, falsy ones included', () => {
    expect(defined(0)).toBe(0);
    expect(defined('')).toBe('');
    expect(defined([1][0], 'the first item')).toBe(1);
  });

  it('fails with what was missing', () => {
    expect(() => defined([][0], 'the first session')).toThrow(
      'expected the first session to be present, got undefined',
    );
    expect(() => defined(null, 'the row')).toThrow('got null');
  });
});
