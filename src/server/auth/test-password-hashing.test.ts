import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authAccounts } from '#server/db/schema/index.ts';
import { signedUpUser } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { testPasswordHashing } from './test-password-hashing.ts';

async function storedHash(t: TestApp) {
  const who = await signedUpUser(t, { label: 'hashing', signIn: false });
  const [account] = await t.db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(eq(authAccounts.userId, who.id));
  return { hash: defined(account?.password, `the stored hash of ${who.email}`), password: who.password };
}

describe('password hashing (decision 036)', () => {
  it('is Better Auth’s own scrypt outside the test suites', async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const stored = await storedHash(dev);
      expect(await verifyPassword(stored)).toBe(true);
      expect(await testPasswordHashing.verify(stored)).toBe(false);
    } finally {
      await dev.close();
    }
  });

  it('is the same scheme at a lower cost in tests, which production’s check refuses', async () => {
    const t = await createTestApp();
    try {
      const stored = await storedHash(t);
      expect(stored.hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(await testPasswordHashing.verify(stored)).toBe(true);
      expect(await testPasswordHashing.verify({ ...stored, password: `${stored.password}!` })).toBe(false);
      expect(await verifyPassword(stored)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
