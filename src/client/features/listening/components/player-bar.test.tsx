// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerBar } from '#client/features/listening/components/player-bar.tsx';
import { playerStore } from '#client/lib/player-store.ts';
import { jsonResponse, renderAt, stubFetch } from '#client/testing/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  playerStore.close();
});

function openSession() {
  act(() =>
    playerStore.open({
      sessionId: 's-42',
      title: 'Alone in a Full Room',
      type: 'audio',
      coachName: 'Clara Vogel',
    }),
  );
}

describe('PlayerBar', () => {
  it('stays hidden until a session is played', () => {
    stubFetch(() => jsonResponse({}));
    renderAt(<PlayerBar />);
    expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();
  });

  it("requests the session's media and shows the spec's text when there is no audio", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ error: { code: 'no_audio', message: 'No audio' } }, 409),
    );
    renderAt(<PlayerBar />);
    openSession();

    expect(screen.getByRole('region', { name: 'Audio player' }).textContent).toContain(
      'Alone in a Full Room',
    );
    expect(
      await screen.findByText("Audio not available: This session doesn't have audio content yet."),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/sessions/s-42/play',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByRole('button', { name: 'Play' })).toHaveProperty('disabled', true);
  });

  it('names premium sessions as such', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'premium_required', message: 'Subscribe' } }, 403));
    renderAt(<PlayerBar />);
    openSession();
    expect(
      await screen.findByText('Premium content: This session requires a subscription to access.'),
    ).toBeTruthy();
  });

  it('offers a signed-in free user the subscription in the premium card', async () => {
    stubFetch((url) =>
      url.includes('/get-session')
        ? jsonResponse({
            session: { id: 'x', userId: 'u1', expiresAt: '2030-01-01' },
            user: { id: 'u1', name: 'Fran', email: 'f@x', emailVerified: true, image: null },
          })
        : jsonResponse({ error: { code: 'premium_required', message: 'Subscribe' } }, 403),
    );
    renderAt(<PlayerBar />);
    openSession();
    const card = await screen.findByRole('alert');
    expect(card.textContent).toContain('Premium content');
    expect(card.textContent).toContain('This session requires a subscription to access.');
    expect(within(card).getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(screen.queryByText('Unlock Your Full Potential')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Close premium card' }));
    expect(playerStore.getState().track).toBeNull();
  });

  it('shows visitors the upsell under the player, and an account invitation for premium sessions', async () => {
    stubFetch((url) =>
      url.includes('/get-session')
        ? jsonResponse(null)
        : jsonResponse({ error: { code: 'no_audio', message: 'x' } }, 409),
    );
    const view = renderAt(<PlayerBar />, { url: '/sessions/alone' });
    openSession();
    expect(await screen.findByText('Unlock Your Full Potential')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe(
      '/auth?tab=signup&redirect=/sessions/alone',
    );
    view.unmount();
    playerStore.close();

    stubFetch((url) =>
      url.includes('/get-session')
        ? jsonResponse(null)
        : jsonResponse({ error: { code: 'premium_required', message: 'x' } }, 403),
    );
    renderAt(<PlayerBar />);
    openSession();
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('link', { name: 'Create Free Account' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Subscribe Now' })).toBeNull();
  });

  it('closes on dismissal', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'no_audio', message: 'No audio' } }, 409));
    renderAt(<PlayerBar />);
    openSession();
    fireEvent.click(await screen.findByRole('button', { name: 'Close player' }));
    expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();
    expect(playerStore.getState().track).toBeNull();
  });
});
