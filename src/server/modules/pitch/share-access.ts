import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Database } from '#server/db/client.ts';
import { consumeFixedWindow } from '#server/db/fixed-window-counter.ts';
import type { pitchShareLinks } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/http/app-env.ts';

type LinkRow = typeof pitchShareLinks.$inferSelect;

/** How long an unlocked link stays open in that browser before the password is asked again. */
export const UNLOCK_TTL_MS = 2 * 60 * 60_000;

/**
 * Unlock tries: per link and client address (someone guessing), and per link from everywhere (many
 * addresses guessing together). Keys hold hashes only, never the token or the address.
 */
export const UNLOCK_LIMITS = {
  client: { max: 10, windowMs: 15 * 60_000 },
  link: { max: 100, windowMs: 15 * 60_000 },
} as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The same scrypt hashing the accounts' passwords use. */
export const hashSharePassword = (password: string) => hashPassword(password);

export const sharePasswordMatches = (hash: string, password: string) => verifyPassword({ hash, password });

/** Counts one unlock try; the seconds to wait when either allowance is spent, else null. */
export async function unlockWait(db: Database, token: string, clientIp: string): Promise<number | null> {
  const link = sha256(token);
  for (const [key, limit] of [
    [`pitch-unlock:${link}:${sha256(clientIp)}`, UNLOCK_LIMITS.client],
    [`pitch-unlock:${link}`, UNLOCK_LIMITS.link],
  ] as const) {
    const allowance = await consumeFixedWindow(db, key, limit);
    if (!allowance.allowed) return allowance.retryAfterSeconds;
  }
  return null;
}

/** One cookie per link, so unlocking one deck opens nothing else. */
const cookieName = (link: LinkRow) => `ff_deck_${link.id.replaceAll('-', '')}`;

/**
 * The cookie's signature covers the link, the expiry and the password's hash: changing or removing
 * the password ends every unlock made with the old one.
 */
function signature(secret: string, link: LinkRow, expiresAt: number) {
  return createHmac('sha256', secret)
    .update(`pitch-share-unlock\n${link.id}\n${link.passwordHash ?? ''}\n${expiresAt}`)
    .digest('base64url');
}

/** Opens the link in this browser for a while: HttpOnly, Lax, never the account's session. */
export function grantUnlock(c: Context<AppEnv>, link: LinkRow, now = Date.now()): Date {
  const { env } = c.var.deps;
  const expiresAt = now + UNLOCK_TTL_MS;
  setCookie(c, cookieName(link), `${expiresAt}.${signature(env.authSecret, link, expiresAt)}`, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: env.appUrl.startsWith('https:'),
    maxAge: UNLOCK_TTL_MS / 1000,
  });
  return new Date(expiresAt);
}

/** Whether this request may see the link: it has no password, or carries a live unlock for it. */
export function isUnlocked(c: Context<AppEnv>, link: LinkRow, now = Date.now()): boolean {
  if (!link.passwordHash) return true;
  const value = getCookie(c, cookieName(link));
  const [expires = '', mac = ''] = (value ?? '').split('.');
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
  const expected = Buffer.from(signature(c.var.deps.env.authSecret, link, expiresAt));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A viewer as this link sees them: an HMAC of address and browser under the server's secret and the
 * link's own salt. It tells a returning viewer from a new one on this link only; neither input is
 * kept, and without the secret the hash cannot be tried against addresses.
 */
export function viewerHash(c: Context<AppEnv>, link: LinkRow, clientIp: string): string {
  const agent = c.req.header('user-agent') ?? '';
  return createHmac('sha256', `${c.var.deps.env.authSecret}\n${link.viewerSalt ?? link.id}`)
    .update(`${clientIp}\n${agent}`)
    .digest('base64url');
}

/** The viewer asked not to be tracked (Do Not Track or Global Privacy Control): nothing is written. */
export const declinesTracking = (c: Context) =>
  c.req.header('dnt') === '1' || c.req.header('sec-gpc') === '1';
