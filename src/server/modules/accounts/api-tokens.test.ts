import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authSessions } from '#server/db/schema/index.ts';
import { readJson, readParsed } from '#server/testing/api-answers.ts';
import { signedUpUser } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { profileSchema } from '#shared/schemas/accounts.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const PASSWORD = 'api-client-2026';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A script's sign-in: no cookie jar, no browser headers; it keeps the `set-auth-token` header. */
async function apiClientToken(): Promise<{ email: string; token: string }> {
  const { email } = await signedUpUser(t, {
    label: 'api-client',
    name: 'API Client',
    password: PASSWORD,
    signIn: false,
  });
  const res = await t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const token = res.headers.get('set-auth-token');
  expect(token).toMatch(/^[^.]+\..+$/);
  return { email, token: defined(token, 'the set-auth-token header') };
}

// A script's request carries neither cookies nor an Origin, so it goes around the browser-like typed client.
const withBearer = (path: string, token: string) =>
  t.app.request(path, { headers: { authorization: `Bearer ${token}` } });

describe('API clients', () => {
  it('use the signed session token as a bearer token on /api', async () => {
    const { email, token } = await apiClientToken();
    const res = await withBearer('/api/me/profile', token);
    expect((await readParsed(res, profileSchema)).email).toBe(email);
  });

  it('are refused with an unsigned, forged or revoked token', async () => {
    const { token } = await apiClientToken();
    const raw = defined(token.split('.')[0], 'the unsigned token');
    expect((await withBearer('/api/me/profile', raw)).status).toBe(401);
    expect((await withBearer('/api/me/profile', `${raw}.${'A'.repeat(43)}`)).status).toBe(401);
    await t.db.delete(authSessions).where(eq(authSessions.token, raw));
    expect((await withBearer('/api/me/profile', token)).status).toBe(401);
  });

  it('get a 15-minute JWT that verifies against the keys at /api/auth/jwks', async () => {
    const { email, token } = await apiClientToken();
    // Better Auth's endpoints, outside the typed API.
    const { token: jwt } = await readJson<{ token: string }>(await withBearer('/api/auth/token', token));
    const [head = '', body = '', signature = ''] = jwt.split('.');
    expect(jwt.split('.')).toHaveLength(3);
    const fromBase64 = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString());
    const header = z.object({ alg: z.string(), kid: z.string() }).parse(fromBase64(head));
    const claims = z.record(z.string(), z.unknown()).parse(fromBase64(body));
    expect(header.alg).toBe('EdDSA');
    expect(claims).toMatchObject({ email, iss: t.deps.env.appUrl, aud: t.deps.env.appUrl });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);

    const { keys } = await readJson<{ keys: (JsonWebKey & { kid: string })[] }>(
      await t.app.request('/api/auth/jwks'),
    );
    const jwk = defined(
      keys.find((k) => k.kid === header.kid),
      'the signing key',
    );
    expect(jwk).not.toHaveProperty('d');
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    expect(verify(null, Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url'))).toBe(true);
    expect(verify(null, Buffer.from(`${head}.${body}x`), key, Buffer.from(signature, 'base64url'))).toBe(
      false,
    );
  });

  it('never hand a browser its session token or a JWT in a header it could read', async () => {
    const { email, client: browser } = await signedUpUser(t, {
      label: 'browser',
      name: 'Browser',
      password: PASSWORD,
      signIn: false,
    });
    const signIn = await browser.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: PASSWORD },
      headers: { 'sec-fetch-mode': 'cors' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-auth-token')).toBeNull();
    const session = await browser.get('/api/auth/get-session');
    expect(session.headers.get('set-auth-jwt')).toBeNull();
    expect(session.headers.get('set-auth-token')).toBeNull();
  });
});
