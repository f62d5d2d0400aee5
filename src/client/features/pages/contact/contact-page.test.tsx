// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubFetch } from '#client/testing/render.tsx';
import { ContactPage } from './contact-page.tsx';
import { defined } from '#shared/testing/defined.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SESSION = {
  session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: 'u1', name: 'Grace Hopper', email: 'grace@example.com', emailVerified: true },
};

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

/** The network edge: the auth session, and the contact endpoint answering `contact`. */
function serve(contact: () => Response, session: unknown = null) {
  return stubFetch((url) => (url.includes('/api/auth/get-session') ? jsonResponse(session) : contact()));
}

async function fillAndSend() {
  type('Your name', 'Ada Founder');
  type('Email', 'ada@example.com');
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'billing' } });
  type('Message', 'Please help me with my invoice.');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('the contact page', () => {
  it('fills in the name and address of a signed-in user', async () => {
    serve(() => jsonResponse({ received: true }, 202), SESSION);
    renderAt(<ContactPage />);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('Grace Hopper'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('grace@example.com');
  });

  it('names the missing fields and sends nothing', async () => {
    const fetchMock = serve(() => jsonResponse({ received: true }, 202));
    renderAt(<ContactPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please choose a topic.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/contact'))).toBe(false);
  });

  it('sends the message with the honeypot and the fill time, then thanks the sender', async () => {
    const fetchMock = serve(() => jsonResponse({ received: true }, 202));
    renderAt(<ContactPage />);
    await screen.findByRole('button', { name: 'Send message' });
    await fillAndSend();
    expect(await screen.findByRole('heading', { name: /Thank you, Ada Founder/ })).toBeTruthy();
    const [, init] = defined(
      fetchMock.mock.calls.find(([url]) => String(url).includes('/api/contact')),
      'the contact request',
    );
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Ada Founder',
      topic: 'billing',
      website: '',
      elapsedMs: expect.any(Number),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('');
  });

  it('says so when the limit is reached, and keeps what was typed', async () => {
    serve(() =>
      jsonResponse({ error: { code: 'rate_limited', message: 'You have sent this too often.' } }, 429),
    );
    renderAt(<ContactPage />);
    await screen.findByRole('button', { name: 'Send message' });
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many requests');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(
      'Please help me with my invoice.',
    );
  });
});
