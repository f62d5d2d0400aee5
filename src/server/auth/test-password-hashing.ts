import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing for the test suites only (NODE_ENV=test, decision 036): Better Auth's own scheme
 * (scrypt, r = 16, p = 1, a 64-byte key, stored as `salt:key` in hex, the password NFKC-normalised)
 * at a work factor of N = 1,024 instead of its 16,384. The API suite signs up and signs in
 * thousands of accounts; at the production cost (about 150 ms of a core per hash here) that was a
 * third of the suite's CPU. Development, the browser tests and production keep Better Auth's
 * hashing untouched (auth.ts passes this only in tests; a test holds that to it).
 */
const N = 1_024;
const BLOCK_SIZE = 16;
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r: BLOCK_SIZE, p: 1, maxmem: 128 * N * BLOCK_SIZE * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export const testPasswordHashing = {
  hash: async (password: string) => {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [salt, stored] = hash.split(':');
    if (!salt || !stored) return false;
    const expected = Buffer.from(stored, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
