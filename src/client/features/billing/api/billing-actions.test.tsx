// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, stubFetch } from '#client/testing/render.tsx';
import { useStartCheckout } from './billing-actions.ts';

const CHECKOUT_URL = 'https://checkout.stripe.test/cs_test_1';

function renderCheckout() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useStartCheckout(), { wrapper }).result;
}

/** The Idempotency-Key of every checkout request, in order. */
const keysSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/billing/checkout'))
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

describe('Subscribe: the checkout request', () => {
  beforeEach(() => {
    // The provider's tab, reserved during the click.
    vi.spyOn(window, 'open').mockReturnValue({
      closed: false,
      location: { href: '' },
      close: vi.fn(),
    } as never);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the same Idempotency-Key again after a request that got no answer, and a new one after an answer', async () => {
    let calls = 0;
    const fetchMock = stubFetch((url) => {
      if (!url.endsWith('/api/billing/checkout')) return jsonResponse({});
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ url: CHECKOUT_URL });
    });
    const checkout = renderCheckout();

    await act(() => checkout.current.mutateAsync().catch(() => undefined));
    await act(() => checkout.current.mutateAsync());
    await act(() => checkout.current.mutateAsync());

    const [lost, retried, next] = keysSent(fetchMock);
    expect(lost).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried).toBe(lost);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(lost);
  });

  it('starts afresh after the server refused (an answer, not a lost request)', async () => {
    let calls = 0;
    const fetchMock = stubFetch((url) => {
      if (!url.endsWith('/api/billing/checkout')) return jsonResponse({});
      calls++;
      if (calls === 1) {
        return jsonResponse({ error: { code: 'checkout_unavailable', message: 'Try again later.' } }, 502);
      }
      return jsonResponse({ url: CHECKOUT_URL });
    });
    const checkout = renderCheckout();

    await act(() => checkout.current.mutateAsync().catch(() => undefined));
    await act(() => checkout.current.mutateAsync());

    const [refused, second] = keysSent(fetchMock);
    expect(second).not.toBe(refused);
  });
});
