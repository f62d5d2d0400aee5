import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, signInAs, testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { deviceName } from './device-name.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const PASSWORD = 'device-owner-2026';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One account signed in on two devices. */
async function owner() {
  const account = await signedUpUser(t, {
    label: 'devices',
    name: 'Device Owner',
    password: PASSWORD,
    signIn: false,
  });
  const { client: laptop } = await signInAs(t, account, { headers: { 'user-agent': LAPTOP } });
  const { client: phone } = await signInAs(t, account, { headers: { 'user-agent': PHONE } });
  return { laptop, phone, email: account.email };
}

const devices = async (client: TestClient) => readJson(await client.api.me.devices.$get());
type Reauth = { password?: string };
const revokeOne = (client: TestClient, id: string) =>
  client.api.me.devices[':id'].revoke.$post({ param: { id }, json: {} });
const revokeOthers = (client: TestClient, body: Reauth = {}) =>
  client.api.me.devices['revoke-others'].$post({ json: body });

/** Makes every session of the account an hour old, as if signed in long ago. */
async function ageSessions(email: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.db
    .update(authSessions)
    .set({ createdAt: new Date(Date.now() - 3_600_000) })
    .where(eq(authSessions.userId, defined(user, `the user ${email}`).id));
}

describe('signed-in devices', () => {
  it('lists each device by name, this one first, and never a token', async () => {
    const { laptop } = await owner();
    const list = await devices(laptop);
    expect(list.map((d) => [d.device, d.current])).toEqual([
      ['Chrome on macOS', true],
      ['Safari on iPhone', false],
    ]);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
    expect((await testClient(t).get('/api/me/devices')).status).toBe(401);
  });

  it('signs one other device out at once', async () => {
    const { laptop, phone } = await owner();
    const other = defined(
      (await devices(laptop)).find((d) => !d.current),
      'the other device',
    );
    const res = await revokeOne(laptop, other.id);
    expect(await res.json()).toEqual({ revoked: 1, signedOut: false });
    expect((await phone.get('/api/me/devices')).status).toBe(401);
    expect(await devices(laptop)).toHaveLength(1);
    // Another account's device, or one already gone, is not found.
    expect((await revokeOne(laptop, other.id)).status).toBe(404);
    const stranger = await owner();
    const theirs = defined((await devices(stranger.laptop))[0], 'the stranger’s device');
    expect((await revokeOne(laptop, theirs.id)).status).toBe(404);
    expect((await stranger.laptop.get('/api/me/devices')).status).toBe(200);
  });

  it('needs the current password once the sign-in is no longer fresh', async () => {
    const { laptop, phone, email } = await owner();
    await ageSessions(email);
    await expectError(await revokeOthers(laptop), 'reauth_required', 403);
    await expectError(await revokeOthers(laptop, { password: 'not-my-password' }), 'reauth_failed');
    expect((await phone.get('/api/me/devices')).status).toBe(200);

    const done = await revokeOthers(laptop, { password: PASSWORD });
    expect(await done.json()).toEqual({ revoked: 1, signedOut: false });
    expect((await phone.get('/api/me/devices')).status).toBe(401);
    expect((await laptop.get('/api/me/devices')).status).toBe(200);
  });

  it('signs out everywhere, this device included, and clears its cookie', async () => {
    const { laptop, phone } = await owner();
    const res = await laptop.api.me.devices['revoke-all'].$post({ json: {} });
    expect(await res.json()).toEqual({ revoked: 2, signedOut: true });
    expect(res.headers.getSetCookie().join(';')).toMatch(/session_token=;/);
    expect(laptop.hasSession()).toBe(false);
    expect((await phone.get('/api/me/devices')).status).toBe(401);
  });

  it("holds Better Auth's own revoke calls to the same rule: a stale session is refused", async () => {
    const fresh = await owner();
    expect((await fresh.laptop.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await fresh.phone.get('/api/me/devices')).status).toBe(401);

    const stale = await owner();
    await ageSessions(stale.email);
    const refused = await stale.laptop.post('/api/auth/revoke-other-sessions', {});
    expect(refused.status).toBe(403);
    // Better Auth's endpoint, outside the typed API, with its own error shape.
    expect((await readJson<{ code: string }>(refused, 403)).code).toBe('SESSION_NOT_FRESH');
    expect((await stale.phone.get('/api/me/devices')).status).toBe(200);
  });

  it('refuses unknown fields and an empty password with 422', async () => {
    const { laptop } = await owner();
    expect((await revokeOthers(laptop, { password: '' })).status).toBe(422);
    const unknownField = await laptop.api.me.devices['revoke-others'].$post({
      // @ts-expect-error a field the schema does not know, sent to see it refused
      json: { everyone: true },
    });
    expect(unknownField.status).toBe(422);
  });
});

describe('deviceName', () => {
  it('names common browsers and systems, and admits what it cannot tell', () => {
    expect(deviceName(LAPTOP)).toBe('Chrome on macOS');
    expect(deviceName(PHONE)).toBe('Safari on iPhone');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Windows',
    );
    expect(deviceName('Mozilla/5.0 (Linux; Android 15) Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(deviceName('curl/8.5.0')).toBe('Unknown device');
    expect(deviceName(null)).toBe('Unknown device');
  });
});
