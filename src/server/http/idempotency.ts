import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, HonoRequest } from 'hono';
import type { Database } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { AppEnv } from './app-env.ts';
import { errors } from './openapi-responses.ts';

/**
 * Idempotency-Key on the requests that create things, as payment APIs do it: a client that lost an
 * answer (a timeout, a dropped connection, a double submit) sends the request again with the same
 * key and gets the first answer instead of a second thing. Keys belong to the signed-in user and
 * last 24 hours. A route takes part with `withIdempotencyKey` on its config (the header and the
 * answers it adds, in the OpenAPI document) and `idempotent` around its handler.
 */

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A first request still unanswered after this long died with its process (requests are bounded
 * far below it: provider calls 10 s, statements 5 s); its key may be taken over, rather than answer
 * 409 for a day.
 */
export const IDEMPOTENCY_ABANDONED_AFTER_MS = 5 * 60 * 1000;

const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/**
 * The header in the OpenAPI document. Declared as a plain parameter rather than a validated
 * `request.headers` schema: `idempotent` checks it (a malformed key is a 400, where the validator
 * would answer 422), and the typed client keeps calling the route without arguments.
 */
const IDEMPOTENCY_KEY_PARAMETERS: NonNullable<RouteConfig['parameters']> = [
  {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes the request safe to send again: the same key with the same body answers with the first ' +
      'success (marked `Idempotent-Replayed: true`) and creates nothing more; with another body, 422 ' +
      '`idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_progress`. ' +
      'Keys are your own (per user), 1 to 255 printable ASCII characters (else 400 ' +
      '`invalid_idempotency_key`), kept 24 hours; a request that failed keeps nothing, so it can be ' +
      'sent again with the same key.',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
    example: 'b0f3c8a2-6d1e-4a57-9c2f-3e8d7a1b5c90',
  },
];

/**
 * A route config with the Idempotency-Key header and the answers it brings: 400 (a malformed key),
 * 409 (the same key still running) and 422 (the key used for another request).
 */
export function withIdempotencyKey<
  const R extends Omit<RouteConfig, 'middleware' | 'parameters'> & { parameters?: never },
>(config: R) {
  return {
    ...config,
    parameters: IDEMPOTENCY_KEY_PARAMETERS,
    responses: { ...config.responses, 400: errors[400], 409: errors[409], 422: errors[422] },
  };
}

/** JSON with its keys sorted, so that the same body sent with another key order or spacing is the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

async function fingerprintOf(req: HonoRequest): Promise<string> {
  const text = await req.text();
  let body = text;
  try {
    body = JSON.stringify(canonical(JSON.parse(text)));
  } catch {
    // Not JSON: the bytes as sent.
  }
  return createHash('sha256').update(`${req.method}\n${req.path}\n${body}`).digest('hex');
}

type Claim =
  | { kind: 'run' }
  | { kind: 'reused' }
  | { kind: 'in_progress' }
  | { kind: 'replay'; status: number; body: string; type: string | null };

const keyOf = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims the key for this request, or says why not. The insert is the claim: of two requests with
 * the same key at once, exactly one inserts; the other finds the row and answers 409.
 */
async function claim(db: Database, userId: string, key: string, fingerprint: string): Promise<Claim> {
  const now = new Date();
  // Expired keys count for nothing: removed here, so the table holds about a day of keys.
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        fingerprint,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'run' };
    const [row] = await db.select().from(idempotencyKeys).where(keyOf(userId, key));
    // Released by a first request that failed, between the insert and this read: try again.
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: 'reused' };
    if (row.responseStatus !== null) {
      return {
        kind: 'replay',
        status: row.responseStatus,
        body: row.responseBody ?? '',
        type: row.responseType,
      };
    }
    const abandoned = new Date(now.getTime() - IDEMPOTENCY_ABANDONED_AFTER_MS);
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(
        and(
          keyOf(userId, key),
          isNull(idempotencyKeys.responseStatus),
          lt(idempotencyKeys.createdAt, abandoned),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0 ? { kind: 'run' } : { kind: 'in_progress' };
  }
  return { kind: 'in_progress' };
}

/**
 * Runs the handler once per key: a success (2xx) is stored and replayed to the same request with
 * the same key; a failure, thrown or answered, releases the key, since it created nothing and the
 * same request may be tried again. Without the header the handler runs as it would without this.
 * For signed-in routes: keys are the user's own.
 */
export async function idempotent<E extends AppEnv, R extends Response>(
  // Any route's context: only the request, the caller and the deps are read.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  c: Context<E, any, any>,
  handler: () => Promise<R>,
): Promise<R> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return handler();
  if (!KEY_PATTERN.test(key)) throw new AppError('invalid_idempotency_key');
  const user = await c.var.currentUser();
  if (!user) return handler();
  const { db, logger } = c.var.deps;

  const claimed = await claim(db, user.id, key, await fingerprintOf(c.req));
  if (claimed.kind === 'reused') throw new AppError('idempotency_key_reused');
  if (claimed.kind === 'in_progress') throw new AppError('idempotency_key_in_progress');
  if (claimed.kind === 'replay') {
    const headers: Record<string, string> = { 'idempotent-replayed': 'true' };
    if (claimed.type) headers['content-type'] = claimed.type;
    // The first answer as it was sent; the route's declared type is the stored body's.
    return new Response(claimed.body, { status: claimed.status, headers }) as R;
  }

  const release = () =>
    db
      .delete(idempotencyKeys)
      .where(keyOf(user.id, key))
      .catch((err: unknown) =>
        // Left in progress, the key is taken over once IDEMPOTENCY_ABANDONED_AFTER_MS has passed.
        logger.warn({ err }, 'could not release an idempotency key'),
      );
  let res: R;
  try {
    res = await handler();
  } catch (error) {
    await release();
    throw error;
  }
  if (res.status < 200 || res.status > 299) {
    await release();
    return res;
  }
  await db
    .update(idempotencyKeys)
    .set({
      responseStatus: res.status,
      responseBody: await res.clone().text(),
      responseType: res.headers.get('content-type'),
    })
    .where(keyOf(user.id, key));
  return res;
}
