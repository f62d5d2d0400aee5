// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabBar } from '#client/app/layout/tab-bar.tsx';
import { renderAt } from '#client/testing/render.tsx';

afterEach(cleanup);

function activeTabs() {
  const bar = screen.getByRole('navigation', { name: 'Tab bar' });
  return within(bar)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('TabBar', () => {
  it('links the five tabs of the spec, AI Owl to the journal', () => {
    renderAt(<TabBar />, { url: '/' });
    const links = within(screen.getByRole('navigation', { name: 'Tab bar' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Sessions', '/sessions'],
      ['AI Owl', '/journal'],
      ['Library', '/library'],
      ['Profile', '/profile'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/journal?sessionId=1', 'AI Owl'],
    ['/sessions/abc', 'Sessions'],
    ['/profile', 'Profile'],
  ])('marks only the active tab on %s', (url, tab) => {
    renderAt(<TabBar />, { url });
    expect(activeTabs()).toEqual([tab]);
  });

  it('marks no tab on pages outside the tab bar', () => {
    renderAt(<TabBar />, { url: '/terms' });
    expect(activeTabs()).toEqual([]);
  });
});
