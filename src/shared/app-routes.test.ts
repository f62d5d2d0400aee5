import { describe, expect, it } from 'vitest';
import { APP_PAGES, APP_ROUTES, matchAppRoute, page } from '#shared/app-routes.ts';

describe('the pages of the app', () => {
  it('say how a page with an :id is looked up, and give none to a page without', () => {
    for (const { path, lookup } of APP_PAGES) {
      expect(lookup === 'none', path).toBe(!path.endsWith('/:id'));
    }
    // @ts-expect-error a path with an :id must name its lookup
    expect(page('/things/:id').lookup).toBe('none');
    // @ts-expect-error a path without an :id has nothing to look up
    expect(page('/things', 'session').path).toBe('/things');
  });

  it('match a pathname to its page, its lookup and its id', () => {
    expect(matchAppRoute('/pitch/abc')).toEqual({ route: '/pitch/:id', lookup: 'private', id: 'abc' });
    expect(matchAppRoute('/d/tok_en-1')).toEqual({ route: '/d/:id', lookup: 'deck', id: 'tok_en-1' });
    expect(matchAppRoute('/news/')).toEqual({ route: '/news', lookup: 'none' });
    expect(matchAppRoute('/library/a%20b')?.id).toBe('a b');
    for (const missing of ['/no-such-page', '/sessions/a/b', '/d/', '/%E0%A4%A']) {
      expect(matchAppRoute(missing), missing).toBeNull();
    }
    expect(APP_ROUTES).toContain('/admin/users/:id');
  });
});
