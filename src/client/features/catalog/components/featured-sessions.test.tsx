// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeaturedSessions } from '#client/features/catalog/components/featured-sessions.tsx';
import { playerStore } from '#client/entities/player/player-store.ts';
import { jsonResponse, makeSession, renderAt, stubFetch } from '#client/testing/render.tsx';
import type { SessionCard } from '#shared/schemas/catalog.ts';

const LONG_DESCRIPTION =
  'Five minutes before you walk in or click the link. A breathing routine to steady your heart and voice, plus one tool for the moment the demo breaks.';

function serveFeatured(items: SessionCard[]) {
  return stubFetch((url) =>
    url.startsWith('/api/sessions?featured=true&limit=4') ? jsonResponse({ items }) : jsonResponse({}, 404),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  playerStore.close();
});

describe('FeaturedSessions', () => {
  it('shows the loading text while the request is in flight', () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderAt(<FeaturedSessions />);
    expect(screen.getByText('Loading featured sessions...')).toBeTruthy();
  });

  it("shows the server's error message", async () => {
    stubFetch(() => jsonResponse({ error: { code: 'internal', message: 'Database unavailable' } }, 503));
    renderAt(<FeaturedSessions />);
    expect(await screen.findByText('Error loading featured sessions: Database unavailable')).toBeTruthy();
  });

  it('shows the empty state when nothing is featured', async () => {
    serveFeatured([]);
    renderAt(<FeaturedSessions />);
    expect(await screen.findByText('No featured sessions found')).toBeTruthy();
    expect(screen.getByText('No sessions have been marked as featured yet.')).toBeTruthy();
  });

  it('renders every card field, with fallbacks and without the rating', async () => {
    serveFeatured([
      makeSession({
        id: 's-1',
        title: 'Alone in a Full Room',
        coachName: null,
        category: null,
        rating: 4.3,
        totalParticipants: 1280,
        isPremium: true,
        paths: [{ id: 'p-9', title: 'Founder and Family' }],
      }),
    ]);
    renderAt(<FeaturedSessions />);

    const card = await screen.findByRole('article', { name: 'Alone in a Full Room' });
    const inCard = within(card);
    expect(inCard.getByText('Unknown Advisor')).toBeTruthy();
    expect(inCard.getByText('Uncategorized')).toBeTruthy();
    expect(inCard.getByText('5 min')).toBeTruthy();
    expect(inCard.getByText('Audio')).toBeTruthy();
    expect(inCard.getByText('1,280 participants')).toBeTruthy();
    expect(inCard.getByText('Premium')).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'Founder and Family' }).getAttribute('href')).toBe('/paths/p-9');
    expect(card.textContent).not.toContain('4.3');
  });

  it('collapses descriptions over 120 characters behind Show more / Show less', async () => {
    serveFeatured([
      makeSession({ id: 'long', title: 'Long one', description: LONG_DESCRIPTION }),
      makeSession({ id: 'short', title: 'Short one', description: 'Under the limit.' }),
    ]);
    renderAt(<FeaturedSessions />);

    const long = within(await screen.findByRole('article', { name: 'Long one' }));
    const toggle = long.getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(long.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');

    const short = within(screen.getByRole('article', { name: 'Short one' }));
    expect(short.queryByRole('button', { name: /Show (more|less)/ })).toBeNull();
  });

  it('labels the play button by type and opens the player with the session', async () => {
    serveFeatured([makeSession({ id: 'v-1', title: 'Body Check-In', type: 'video' })]);
    renderAt(<FeaturedSessions />);

    const watch = await screen.findByRole('button', { name: 'Watch: Body Check-In' });
    expect(watch.textContent).toBe('Watch');
    fireEvent.click(watch);
    expect(playerStore.getState()).toMatchObject({
      track: { sessionId: 'v-1', title: 'Body Check-In', type: 'video' },
      status: 'loading',
    });
  });
});
