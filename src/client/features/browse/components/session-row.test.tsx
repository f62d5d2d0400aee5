// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, renderAt, stubFetch } from '#client/testing/render.tsx';
import { SessionRow } from './session-row.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionRow', () => {
  it('links to the session with the path it is listed in, so up next follows that path', async () => {
    stubFetch(() => jsonResponse(null));
    renderAt(<SessionRow session={makeSession({ id: 's-1', title: 'First' })} pathId="p-9" />);
    const link = await screen.findByRole('link', { name: 'First' });
    expect(link.getAttribute('href')).toBe('/sessions/s-1?path=p-9');
  });

  it('links to the session alone outside a path', async () => {
    stubFetch(() => jsonResponse(null));
    renderAt(<SessionRow session={makeSession({ id: 's-1', title: 'First' })} />);
    const link = await screen.findByRole('link', { name: 'First' });
    expect(link.getAttribute('href')).toBe('/sessions/s-1');
  });
});
