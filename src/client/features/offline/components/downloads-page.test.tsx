// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubFetch } from '#client/testing/render.tsx';
import { DownloadsPage } from './downloads-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/downloads', () => {
  it('is about downloads only: no stray link to the journal below the list', async () => {
    stubFetch(() => jsonResponse(null));
    renderAt(<DownloadsPage />, { url: '/downloads' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Downloads' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?redirect=/downloads',
    );
    expect(screen.queryByRole('link', { name: 'Journal' })).toBeNull();
  });
});
