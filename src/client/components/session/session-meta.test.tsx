// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PathChips } from '#client/components/session/path-chips.tsx';
import { SessionBadges, SessionMeta } from '#client/components/session/session-meta.tsx';
import { makeSession, renderAt } from '#client/testing/render.tsx';
import { COUNTS_SHOWN_FROM } from '#shared/catalog.ts';

afterEach(cleanup);

const facts = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('SessionMeta', () => {
  it('lists length, type and participants, and leaves the rating out unless asked', () => {
    render(<SessionMeta session={makeSession({ totalParticipants: 1280 })} />);
    expect(facts()).toEqual(['5 min', 'Audio', '1,280 participants']);
  });

  it('adds the average rating with its count', () => {
    render(
      <SessionMeta session={makeSession({ rating: 4.666, ratingCount: 1200 })} rating participants={false} />,
    );
    expect(facts()).toEqual(['5 min', 'Audio', '4.7 average from 1,200 ratings']);
  });

  it('shows no count before it means something: New instead of a few participants, no thin average', () => {
    const { participants, ratings } = COUNTS_SHOWN_FROM;
    render(
      <SessionMeta
        session={makeSession({ totalParticipants: participants - 1, rating: 5, ratingCount: ratings - 1 })}
        rating
      />,
    );
    expect(facts()).toEqual(['5 min', 'Audio', 'New']);
    cleanup();
    render(
      <SessionMeta
        session={makeSession({ totalParticipants: participants, rating: 4.5, ratingCount: ratings })}
        rating
      />,
    );
    expect(facts()).toEqual([
      '5 min',
      'Audio',
      `${participants} participants`,
      `4.5 average from ${ratings} ratings`,
    ]);
  });
});

describe('SessionBadges', () => {
  it('names the category (or Uncategorized), premium and completed', () => {
    render(<SessionBadges session={makeSession({ category: null, isPremium: true })} completed />);
    expect(screen.getByText('Uncategorized')).toBeTruthy();
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
  });
});

describe('PathChips', () => {
  it('links each path and renders nothing without paths', async () => {
    renderAt(
      <>
        <PathChips paths={[{ id: 'p-9', title: 'Founder and Family' }]} />
        <PathChips paths={[]} label="Empty paths" />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'Coaching paths' });
    expect(within(list).getByRole('link', { name: 'Founder and Family' }).getAttribute('href')).toBe(
      '/paths/p-9',
    );
    expect(screen.queryByRole('list', { name: 'Empty paths' })).toBeNull();
  });
});
