// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerBar } from '#client/features/listening/components/player-bar.tsx';
import { playerStore } from '#client/entities/player/player-store.ts';
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

  it('hands a refused premium session to the premium sheet instead of showing a dead player', async () => {
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
    await waitFor(() => expect(playerStore.getState().premiumOffer?.sessionId).toBe('s-42'));
    expect(playerStore.getState().track).toBeNull();
    expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => playerStore.closeOffer());
  });

  it('shows visitors the upsell under the player', async () => {
    stubFetch((url) =>
      url.includes('/get-session')
        ? jsonResponse(null)
        : jsonResponse({ error: { code: 'no_audio', message: 'x' } }, 409),
    );
    renderAt(<PlayerBar />, { url: '/sessions/alone' });
    openSession();
    expect(await screen.findByText('Unlock Your Full Potential')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe(
      '/auth?tab=signup&redirect=/sessions/alone',
    );
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
