import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, profiles, users } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, testClient, uniqueEmail, type TestClient } from '#server/testing/auth-client.ts';
import { startOidcIssuer, type OidcIssuer, type OidcPerson } from '#server/testing/oidc-issuer.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let issuer: OidcIssuer;
let t: Awaited<ReturnType<typeof createTestApp>>;
const people = new Map<string, OidcPerson>();
const APP_URL = 'http://localhost:3000';

beforeAll(async () => {
  issuer = await startOidcIssuer({ redirectUri: `${APP_URL}/api/auth/callback/oidc`, people });
  t = await createTestApp({
    env: {
      APP_URL,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: issuer.clientSecret,
      OIDC_NAME: 'Acme SSO',
    },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

/** Starts an OIDC sign-in (or link) in the app, goes through the issuer's pages and comes back. */
async function throughIssuer(client: TestClient, start: string, login: string) {
  // Better Auth's endpoints, outside the typed API.
  const begin = await client.post(`/api/auth/${start}`, { provider: 'oidc', callbackURL: '/profile' });
  const { url } = await readJson<{ url: string }>(begin);
  expect(url.startsWith(issuer.issuer)).toBe(true);
  const back = new URL(await issuer.authorize(url, login));
  expect(back.pathname).toBe('/api/auth/callback/oidc');
  return client.get(back.pathname + back.search);
}

const providersOf = async (email: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const rows = await t.db
    .select({ providerId: authAccounts.providerId })
    .from(authAccounts)
    .where(eq(authAccounts.userId, defined(user, `the user ${email}`).id));
  return rows.map((r) => r.providerId).sort();
};

describe('sign-in with an OpenID Connect provider', () => {
  it('is offered by name on the sign-in page; Google and GitHub only when configured', async () => {
    const res = await testClient(t).api['sign-in-methods'].$get();
    expect(await res.json()).toEqual({ providers: [{ id: 'oidc', name: 'Acme SSO' }] });
  });

  it('creates the account with its profile on first sign-in and signs in again later', async () => {
    const email = uniqueEmail('oidc-new');
    people.set('new-person', { email, name: 'New Person' });
    const client = testClient(t);
    const landed = await throughIssuer(client, 'sign-in/social', 'new-person');
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/profile');
    expect(client.hasSession()).toBe(true);
    const me = await client.api.me.profile.$get();
    expect(await me.json()).toMatchObject({ email, name: 'New Person' });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const user = defined(row, 'the new user');
    expect(user.emailVerified).toBe(true);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(1);

    const later = testClient(t);
    expect((await throughIssuer(later, 'sign-in/social', 'new-person')).status).toBe(302);
    expect(later.hasSession()).toBe(true);
    expect(await providersOf(email)).toEqual(['oidc']);
  });

  it('links to a signed-in account, and unlinks, but never the last way to sign in', async () => {
    const { email, client } = await signedUpUser(t, { label: 'oidc-link', name: 'Linking Person' });
    people.set('linking-person', { email, name: 'Linking Person' });

    const linked = await throughIssuer(client, 'link-social', 'linking-person');
    expect(linked.status).toBe(302);
    expect(await providersOf(email)).toEqual(['credential', 'oidc']);
    const accounts = await readJson<{ id: string; providerId: string }[]>(
      await client.get('/api/auth/list-accounts'),
    );
    expect(accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'oidc']);
    const idOf = (providerId: string) =>
      defined(
        accounts.find((a) => a.providerId === providerId),
        `the ${providerId} account`,
      ).id;

    // Signing in with the provider now reaches the same account.
    const viaOidc = testClient(t);
    await throughIssuer(viaOidc, 'sign-in/social', 'linking-person');
    expect((await readJson(await viaOidc.api.me.profile.$get())).email).toBe(email);

    expect((await client.post('/api/auth/unlink-account', { accountId: idOf('oidc') })).status).toBe(200);
    expect(await providersOf(email)).toEqual(['credential']);
    const last = await client.post('/api/auth/unlink-account', { accountId: idOf('credential') });
    expect(last.status).toBe(400);
    expect(await providersOf(email)).toEqual(['credential']);
  });
});
