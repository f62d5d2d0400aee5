import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short-lived signed media URLs: `/media/<key>?exp=<unix s>&sig=<hmac>`. */
export const MEDIA_URL_TTL_SECONDS = 15 * 60;

function signature(secret: string, key: string, exp: number): string {
  return createHmac('sha256', secret).update(`media:${key}:${exp}`).digest('base64url');
}

export function signMediaUrl(secret: string, key: string, now = Date.now()) {
  const exp = Math.floor(now / 1000) + MEDIA_URL_TTL_SECONDS;
  const url = `/media/${key}?exp=${exp}&sig=${signature(secret, key, exp)}`;
  return { url, expiresAt: new Date(exp * 1000).toISOString() };
}

export function verifyMediaSignature(
  secret: string,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): boolean {
  const expNumber = Number(exp);
  if (!exp || !sig || !Number.isInteger(expNumber) || expNumber * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, key, expNumber));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
