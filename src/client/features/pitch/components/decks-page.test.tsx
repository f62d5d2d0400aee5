// @vitest-environment happy-dom
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubFetch } from '#client/testing/render.tsx';
import type { DeckList } from '#shared/schemas/pitch.ts';
import { DecksPage } from './decks-page.tsx';

configure({ asyncUtilTimeout: 5000 });

const SIGNED_IN = {
  session: { id: 'sess', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: 'u1', name: 'Ada Founder', email: 'ada@example.com', emailVerified: true, image: null },
};

/** Answers the session, and the list of decks with whatever `decks` resolves to. */
function serve(decks: () => Promise<Response>) {
  stubFetch((url) => {
    if (url.endsWith('/api/auth/get-session')) return jsonResponse(SIGNED_IN);
    if (url.endsWith('/api/pitch/decks')) return decks();
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/pitch, the list of decks', () => {
  it('says it is loading, then why it failed, with a way to try again', async () => {
    let answer: (response: Response) => void = () => {};
    serve(() => new Promise((resolve) => (answer = resolve)));
    renderAt(<DecksPage />, { url: '/pitch' });
    expect(await screen.findByText('Loading your decks…', { exact: false })).toBeTruthy();
    answer(jsonResponse({ error: { code: 'internal', message: 'The server had a problem.' } }, 500));
    expect(await screen.findByText('Your decks could not be loaded: The server had a problem.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('invites a first deck when there is none', async () => {
    serve(() => Promise.resolve(jsonResponse({ items: [], limit: 1 } satisfies DeckList)));
    renderAt(<DecksPage />, { url: '/pitch' });
    expect(await screen.findByText('No decks yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your first deck' }).getAttribute('href')).toBe(
      '/pitch/new',
    );
    expect(screen.queryByText('Available with Premium')).toBeNull();
  });

  it('offers Premium instead of a second deck on the free plan', async () => {
    const list: DeckList = {
      limit: 1,
      items: [
        {
          id: '5f0c7c1e-8a4e-4d55-9a3c-0c2b6f1f7a10',
          title: 'Lumen Ledger',
          framework: 'yc',
          theme: 'midnight',
          slideCount: 9,
          writtenBy: 'composer',
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    };
    serve(() => Promise.resolve(jsonResponse(list)));
    renderAt(<DecksPage />, { url: '/pitch' });
    expect(await screen.findByRole('link', { name: 'Lumen Ledger' })).toBeTruthy();
    expect(screen.getByText('Available with Premium')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New deck' })).toBeNull();
  });
});
