// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completionStore } from '#client/features/listening/completion-store.ts';
import { SessionCompleteDialog } from '#client/features/listening/components/session-complete-dialog.tsx';
import { journalLink } from '#client/features/listening/components/session-complete-modal.tsx';
import { jsonResponse, renderAt, stubFetch } from '#client/testing/render.tsx';

const completed = {
  sessionId: '6a3c6a5e-4f5e-4a43-9a43-0f0d1c2b3a4e',
  title: "Someone Else's Highlight Reel",
  journalPrompt: 'Whose highlight reel did you compare yourself to this week, and what did it hide?',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  completionStore.close();
});

describe('Session Complete dialog', () => {
  it('links to the journal with the session id, title and prompt', () => {
    const url = new URL(journalLink(completed), 'http://localhost');
    expect(url.pathname).toBe('/journal');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionId: completed.sessionId,
      sessionTitle: completed.title,
      prompt: completed.journalPrompt,
    });
  });

  it('opens on completion, shows the prompt, and Skip for now closes it', async () => {
    // The listener's own state for the session, which the stars read.
    stubFetch(() =>
      jsonResponse({ completed: true, durationListened: 150, position: 173, rating: null, favorite: false }),
    );
    renderAt(<SessionCompleteDialog />);
    expect(screen.queryByText('Session Complete')).toBeNull();
    act(() => completionStore.open(completed));
    // The modal's code loads with the first completion.
    expect(await screen.findByRole('dialog', { name: 'Session Complete' })).toBeTruthy();
    expect(screen.getByText(completed.journalPrompt)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Reflecting' }).getAttribute('href')).toBe(
      journalLink(completed),
    );
    // Finished, so the stars are open here.
    expect(screen.getAllByRole('button', { name: /^Rate \d out of 5 stars$/ })).toHaveLength(5);
    expect(screen.getByText('How helpful was this session?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(screen.queryByText('Session Complete')).toBeNull();
  });
});
