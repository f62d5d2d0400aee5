import { describe, expect, it } from 'vitest';
import { filtersToParams, forVisitor, hasActiveFilters, parseSessionFilters } from './session-filters.ts';

const parse = (query: string) => parseSessionFilters(new URLSearchParams(query));

describe('session filters in the address', () => {
  it('round-trips every filter, leaving the default sort out', () => {
    const query =
      'q=pitch&category=podcast&type=audio&coachId=6f1c2a4e-1b2c-4d3e-8f90-123456789abc&length=medium&premium=false&progress=in_progress&favorites=true&sort=popular';
    const filters = parse(query);
    expect(filters).toEqual({
      q: 'pitch',
      category: 'podcast',
      type: 'audio',
      coachId: '6f1c2a4e-1b2c-4d3e-8f90-123456789abc',
      length: 'medium',
      premium: false,
      progress: 'in_progress',
      favorites: true,
      sort: 'popular',
    });
    expect(parse(filtersToParams(filters).toString())).toEqual(filters);
    expect(filtersToParams({ sort: 'newest' }).toString()).toBe('');
  });

  it('drops values it cannot use instead of failing', () => {
    expect(parse('category=meditation&sort=random&length=&premium=yes&view=paths&coachId=x')).toEqual({
      sort: 'newest',
    });
  });

  it('tells filtered from unfiltered and hides personal filters from visitors', () => {
    expect(hasActiveFilters(parse('sort=shortest'))).toBe(false);
    expect(hasActiveFilters(parse('q=sleep'))).toBe(true);
    expect(forVisitor(parse('progress=completed&favorites=true&type=video'))).toEqual({
      type: 'video',
      sort: 'newest',
    });
  });
});
