import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '#server/auth/passwords/common-passwords.ts';
import { users } from '#server/db/schema/index.ts';
import { testClient, uniqueEmail } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { COMMON_PASSWORD_MESSAGE } from '#shared/schemas/accounts.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = async (password: string) => {
  const email = uniqueEmail('policy');
  const res = await testClient(t).signUp({ name: 'Policy Tester', email, password });
  const stored = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { res, created: stored.length === 1 };
};

describe('password policy', () => {
  it('ships the 10,000 most common passwords and matches them in any letter case', () => {
    const list = readFileSync(new URL('../../auth/passwords/common-passwords.txt', import.meta.url), 'utf8');
    expect(list.trim().split('\n')).toHaveLength(10_000);
    for (const password of ['123456', 'password', 'qwerty123', 'PassWord1', 'iloveyou']) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword('tidal-lantern-47')).toBe(false);
  });

  it('refuses a common password at sign-up with a clear message, and creates nothing', async () => {
    const { res, created } = await signUp('Password123');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
    expect(created).toBe(false);
  });

  it('takes 6 to 128 characters and nothing outside that', async () => {
    const tooShort = await signUp('ab3$x');
    expect(tooShort.res.status).toBe(400);
    expect(await tooShort.res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    const tooLong = await signUp('x'.repeat(129));
    expect(tooLong.res.status).toBe(400);
    expect(await tooLong.res.json()).toMatchObject({ code: 'PASSWORD_TOO_LONG' });
    expect(tooShort.created || tooLong.created).toBe(false);

    expect((await signUp('k7#mQz')).created).toBe(true);
    expect((await signUp('long-'.repeat(25) + 'end')).created).toBe(true);
  });
});
