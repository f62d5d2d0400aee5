// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import { PremiumSheetHost } from '#client/features/billing/components/premium-sheet-host.tsx';
import { playerStore } from '#client/entities/player/player-store.ts';
import { subscriptionKeys } from '#client/entities/subscription/subscription.ts';
import { jsonResponse, makeSession, renderAt, stubFetch } from '#client/testing/render.tsx';
import { PREMIUM_PLAN } from '#shared/billing.ts';

const user = {
  session: { id: 'x', userId: 'u1', expiresAt: '2030-01-01' },
  user: { id: 'u1', name: 'Fran', email: 'f@x', emailVerified: true, image: null },
};
const plan = (subscribed: boolean) => ({
  subscribed,
  tier: subscribed ? 'premium' : null,
  status: subscribed ? 'active' : null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
});

/** A visitor (no session), a free user or a subscriber, as the server answers them. */
function stubAs(who: 'visitor' | 'free' | 'subscriber') {
  return stubFetch((url) => {
    if (url.includes('/get-session')) return jsonResponse(who === 'visitor' ? null : user);
    if (url.includes('/billing/subscription')) return jsonResponse(plan(who === 'subscriber'));
    if (url.includes('/me/history')) return jsonResponse({ items: [] });
    if (url.includes('/catalog/counts')) return jsonResponse({ sessions: 102, paths: 16, advisors: 25 });
    return jsonResponse({ error: { code: 'unexpected', message: url } }, 500);
  });
}

const premium = makeSession({ id: 'p-1', title: 'Coming Back from Burnout', isPremium: true });
const free = makeSession({ id: 'f-1', title: 'Three Small Good Things' });

function renderList() {
  return renderAt(
    <>
      <PlaySessionButton session={premium} />
      <PlaySessionButton session={free} />
      <PremiumSheetHost />
    </>,
    { url: '/sessions' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    playerStore.closeOffer();
    playerStore.close();
  });
});

describe('premium sessions for people who cannot play them', () => {
  it('a free user sees the lock in the name, and one sheet with the plan instead of a player', async () => {
    const fetchMock = stubAs('free');
    renderList();
    const locked = await screen.findByRole('button', { name: 'Listen (Premium): Coming Back from Burnout' });
    expect(screen.getByRole('button', { name: 'Listen: Three Small Good Things' })).toBeTruthy();

    fireEvent.click(locked);
    const sheet = await screen.findByRole('dialog', { name: 'Premium content' });
    expect(sheet.textContent).toContain('This session requires a subscription to access.');
    expect(sheet.textContent).toContain(`${PREMIUM_PLAN.priceLabel} ${PREMIUM_PLAN.intervalLabel}`);
    // The number of paths is the catalogue's, never a figure written into the copy.
    expect(await within(sheet).findByText('All 16 coaching paths, start to finish')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(playerStore.getState().track).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/play'))).toBe(false);

    fireEvent.click(within(sheet).getByRole('button', { name: 'Not now' }));
    expect(playerStore.getState().premiumOffer).toBeNull();
  });

  it('a visitor is invited to a free account that brings them back here', async () => {
    stubAs('visitor');
    renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Listen (Premium): Coming Back from Burnout' }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Premium content' });
    expect(within(sheet).getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe(
      '/auth?tab=signup&redirect=/sessions',
    );
    expect(within(sheet).queryByRole('link', { name: 'Subscribe Now' })).toBeNull();
  });

  it('a failed plan check locks nothing: the server decides', async () => {
    stubFetch((url) => {
      if (url.includes('/get-session')) return jsonResponse(user);
      if (url.includes('/me/history')) return jsonResponse({ items: [] });
      return jsonResponse({ error: { code: 'internal', message: 'Down' } }, 503);
    });
    const { queryClient } = renderList();
    await waitFor(() =>
      expect(queryClient.getQueryState(subscriptionKeys.summary('u1'))?.status).toBe('error'),
    );
    expect(screen.getByRole('button', { name: 'Listen: Coming Back from Burnout' })).toBeTruthy();
  });

  it('a subscriber sees the plain label and plays', async () => {
    stubAs('subscriber');
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Listen: Coming Back from Burnout' }));
    expect(playerStore.getState().track?.sessionId).toBe('p-1');
    expect(playerStore.getState().premiumOffer).toBeNull();
  });
});
