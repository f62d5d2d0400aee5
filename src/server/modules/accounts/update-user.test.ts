import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import {
  signedUpUser,
  testClient,
  uniqueEmail,
  TEST_PASSWORD,
  type SignedIn,
} from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
let member: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  member = await signedUpUser(t, { label: 'update-user', name: 'Uma Update' });
});
afterAll(() => t.close());

const updateUser = (body: unknown) => member.client.post('/api/auth/update-user', body);

/** Both copies of the name: Better Auth's user and the app's profile. */
async function namesOf(id: string) {
  const [user] = await t.db
    .select({ name: users.name, image: users.image })
    .from(users)
    .where(eq(users.id, id));
  const [profile] = await t.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, id));
  const { name, image } = defined(user, `the user ${id}`);
  return { user: name, profile: defined(profile, `the profile ${id}`).name, image };
}

async function sessionSize() {
  const res = await member.client.get('/api/auth/get-session');
  expect(res.status).toBe(200);
  return (await res.text()).length;
}

describe("Better Auth's update-user keeps to the profile's rules", () => {
  it('refuses a 10 MiB name (too large a body), and the session stays small', async () => {
    const res = await updateUser({ name: 'x'.repeat(10 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await sessionSize()).toBeLessThan(2048);
  });

  it('refuses a name within the body limit but over 100 characters', async () => {
    const res = await updateUser({ name: 'x'.repeat(60 * 1024) });
    // Better Auth's endpoint, outside the typed API, with its own error shape.
    expect((await readJson<{ code: string }>(res, 400)).code).toBe('INVALID_USER_FIELD');
    expect(await sessionSize()).toBeLessThan(2048);
    expect((await namesOf(member.id)).user).toBe('Uma Update');
  });

  it('takes 100 characters, not 101; the profile route the same', async () => {
    expect((await updateUser({ name: 'n'.repeat(101) })).status).toBe(400);
    expect((await updateUser({ name: 'n'.repeat(100) })).status).toBe(200);
    const patch = (name: string) =>
      member.client.request('/api/me/profile', { method: 'PATCH', json: { name } });
    expect((await patch('p'.repeat(101))).status).toBe(422);
    expect((await patch('p'.repeat(100))).status).toBe(200);
  });

  it('refuses an empty name, control characters and fields other than name and image', async () => {
    for (const body of [
      { name: '   ' },
      { name: 'a\u0000b' },
      { name: 'tab\tin the middle' },
      { name: 'ok', role: 'admin' },
      { twoFactorEnabled: false },
      { email: 'other@example.com' },
    ]) {
      const res = await updateUser(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('stores the name trimmed, in both copies', async () => {
    expect((await updateUser({ name: '  Uma Renamed  ' })).status).toBe(200);
    expect(await namesOf(member.id)).toMatchObject({ user: 'Uma Renamed', profile: 'Uma Renamed' });
    const profile = await readJson(await member.client.api.me.profile.$get());
    expect(profile.name).toBe('Uma Renamed');
  });

  it('takes a picture only by web address or from the app’s media, of bounded length', async () => {
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      `https://x.example/${'a'.repeat(3000)}`,
    ]) {
      expect((await updateUser({ image })).status, image).toBe(400);
    }
    for (const image of ['https://images.example/uma.png', '/media/avatars/uma.png', null]) {
      expect((await updateUser({ image })).status, String(image)).toBe(200);
      expect((await namesOf(member.id)).image).toBe(image);
    }
  });
});

describe('sign-up keeps to the same rules', () => {
  const signUp = (name: string) =>
    testClient(t).signUp({ name, email: uniqueEmail('sign-up-name'), password: TEST_PASSWORD });

  it('takes a name of 100 characters, trimmed, not 101 or one with a NUL', async () => {
    expect((await signUp('s'.repeat(101))).status).toBe(400);
    expect((await signUp('a\u0000b')).status).toBe(400);
    const res = await signUp(`  ${'s'.repeat(100)}  `);
    const { user } = await readJson<{ user: { id: string } }>(res);
    expect(await namesOf(user.id)).toMatchObject({ user: 's'.repeat(100), profile: 's'.repeat(100) });
  });
});
