import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, isLoopback } from '#server/http/client-ip.ts';

const SOCKET = '192.0.2.10';

/** What the app takes for the client, behind `hops` trusted proxies, for one request. */
async function seenAs(hops: number, forwardedFor?: string, socket: string | null = SOCKET) {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, hops)));
  const res = await app.request(
    '/',
    { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } },
    socket === null ? undefined : { incoming: { socket: { remoteAddress: socket } } },
  );
  return res.text();
}

describe('clientIp', () => {
  it('takes the socket address and ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await seenAs(0, '203.0.113.7')).toBe(SOCKET);
    expect(await seenAs(0)).toBe(SOCKET);
  });

  it('behind one proxy takes the rightmost entry, the one our proxy wrote, not what the client sent', async () => {
    expect(await seenAs(1, '203.0.113.7')).toBe('203.0.113.7');
    // The client sent "1.2.3.4"; our proxy appended the address it saw.
    expect(await seenAs(1, '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seenAs(1, '1.2.3.4,5.6.7.8 ,  203.0.113.7')).toBe('203.0.113.7');
  });

  it('behind two proxies takes the second entry from the right', async () => {
    expect(await seenAs(2, '1.2.3.4, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await seenAs(2, '203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    // Fewer entries than hops: every entry was written by a trusted proxy, the leftmost is the farthest.
    expect(await seenAs(2, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('falls back to the socket when the header is missing, empty or not an address', async () => {
    expect(await seenAs(1)).toBe(SOCKET);
    expect(await seenAs(1, '')).toBe(SOCKET);
    expect(await seenAs(1, ' , ')).toBe(SOCKET);
    expect(await seenAs(1, '1.2.3.4, not-an-address')).toBe(SOCKET);
    expect(await seenAs(1, '2001:db8::1')).toBe('2001:db8::1');
  });
});

describe('isLoopback', () => {
  it('knows the loopback socket addresses, IPv4, IPv6 and IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['192.0.2.10', '::ffff:192.0.2.10', '10.0.0.1', '', undefined]) {
      expect(isLoopback(address)).toBe(false);
    }
  });
});
