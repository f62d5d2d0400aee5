// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completionStore } from '#client/features/listening/completion-store.ts';
import { useUpNext } from '#client/features/listening/hooks/use-up-next.ts';
import { playerStore } from '#client/entities/player/player-store.ts';
import { jsonResponse, makeSession, renderAt, stubFetch } from '#client/testing/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  playerStore.close();
  completionStore.close();
});

function Probe() {
  const upNext = useUpNext();
  return <p>{upNext ? `Up next: ${upNext.next.title}` : 'Nothing next'}</p>;
}

const first = makeSession({ id: 'first', title: 'The First' });
const second = makeSession({ id: 'second', title: 'The Second' });

/** A path session that just ended while Session Complete was open. */
async function endUnderTheDialog() {
  const fetchMock = stubFetch((url) =>
    url.includes('/api/paths/')
      ? jsonResponse({ id: 'path-1', title: 'A Path', sessions: [first, second] })
      : jsonResponse({ error: { code: 'unauthorized', message: 'Sign in' } }, 401),
  );
  renderAt(<Probe />);
  act(() => {
    playerStore.open({ sessionId: first.id, title: first.title, type: 'audio', pathId: 'path-1' });
    completionStore.open({ sessionId: first.id, title: first.title, journalPrompt: 'What now?' });
    playerStore.setStatus('ended');
  });
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/paths/'))).toBe(true),
  );
  // The path is there, yet nothing is announced behind the dialog.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByText('Nothing next')).toBeTruthy();
}

describe('up next and the Session Complete dialog', () => {
  it('waits until the dialog is closed, then announces the next session of the path', async () => {
    await endUnderTheDialog();
    act(() => completionStore.close());
    expect(await screen.findByText('Up next: The Second')).toBeTruthy();
  });

  it('stays quiet when the listener leaves the dialog for the journal', async () => {
    await endUnderTheDialog();
    act(() => completionStore.reflect());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Nothing next')).toBeTruthy();
  });
});
