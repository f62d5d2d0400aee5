import { describe, expect, it } from 'vitest';
import { formatFigure } from './format.ts';

describe('formatFigure', () => {
  it('shortens each value by its own magnitude', () => {
    expect(formatFigure(45_000, '$')).toBe('$45K');
    expect(formatFigure(45_000_000, '$')).toBe('$45M');
    expect(formatFigure(4_500_000_000, '$')).toBe('$4.5B');
    expect(formatFigure(900_000_000, '$')).toBe('$900M');
    expect(formatFigure(2.5e12, '€')).toBe('€2.5T');
    expect(formatFigure(1_200, '')).toBe('1.2K');
    expect(formatFigure(640, '')).toBe('640');
  });

  it('writes percentages as they are', () => {
    expect(formatFigure(12, '%')).toBe('12%');
    expect(formatFigure(96.45, '%')).toBe('96.5%');
  });

  it('carries a rounding up into the next step', () => {
    expect(formatFigure(999_960, '$')).toBe('$1M');
    expect(formatFigure(999.96, '')).toBe('1K');
    expect(formatFigure(999_600_000_000, '$')).toBe('$1T');
  });
});
