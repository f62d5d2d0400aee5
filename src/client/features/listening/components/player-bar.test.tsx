// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
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

  it('closes on dismissal', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'no_audio', message: 'No audio' } }, 409));
    renderAt(<PlayerBar />);
    openSession();
    fireEvent.click(await screen.findByRole('button', { name: 'Close player' }));
    expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();
    expect(playerStore.getState().track).toBeNull();
  });
});
