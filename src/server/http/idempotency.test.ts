import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, localCheckouts, users } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { newMember } from '#server/testing/billing-members.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { IDEMPOTENCY_ABANDONED_AFTER_MS } from './idempotency.ts';

/**
 * Idempotency-Key, through the first route that takes it (POST /api/billing/checkout, on the local
 * provider). Waiting on a running first request is in stripe-billing.test.ts, where the Stripe
 * double can hold one.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof newMember>>;

const checkout = (member: Member, key: string | undefined, body = '{}') =>
  member.request('/api/billing/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body,
  });

async function userIdOf(member: Member) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
  return defined(user, `the account of ${member.email}`).id;
}

const checkoutsOf = async (member: Member) =>
  t.db
    .select()
    .from(localCheckouts)
    .where(eq(localCheckouts.userId, await userIdOf(member)));

const keyRow = async (member: Member, key: string) =>
  and(eq(idempotencyKeys.userId, await userIdOf(member)), eq(idempotencyKeys.key, key));

describe('Idempotency-Key on the routes that create things', () => {
  it('is documented on POST /billing/checkout, with the answers it brings', async () => {
    // The document is served outside the typed API: its shape is the OpenAPI standard's.
    const document = await readJson<{
      paths: Record<string, Record<string, { parameters?: unknown[]; responses: Record<string, unknown> }>>;
    }>(await t.app.request('/api/openapi.json'));
    const operation = defined(document.paths['/billing/checkout']?.post, 'POST /billing/checkout');
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: expect.objectContaining({ minLength: 1, maxLength: 255 }),
      }),
    );
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '409', '422']));
  });

  it('changes nothing without the header', async () => {
    const member = await newMember(t, 'idem-none');
    const first = await checkout(member, undefined);
    const second = await checkout(member, undefined);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.userId, await userIdOf(member))),
    ).toHaveLength(0);
  });

  it('answers the same key and body with the first answer, creating nothing more', async () => {
    const member = await newMember(t, 'idem-replay');
    const first = await checkout(member, 'click-1', '{"plan":"premium","seats":[1,2]}');
    expect(first.status).toBe(200);
    const body = await first.text();
    // The same JSON with another key order and spacing is the same body.
    const again = await checkout(member, 'click-1', '{ "seats": [1, 2], "plan": "premium" }');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await again.text()).toBe(body);
    expect(await checkoutsOf(member)).toHaveLength(1);
    const [stored] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(await keyRow(member, 'click-1'));
    expect(stored).toMatchObject({ responseStatus: 200, responseBody: body });
    const hoursLeft = (defined(stored, 'the stored key').expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it('refuses the same key with another body (422), and lets five at once create one checkout', async () => {
    const member = await newMember(t, 'idem-reused');
    expect((await checkout(member, 'click-2', '{"a":1}')).status).toBe(200);
    const reused = await checkout(member, 'click-2', '{"a":2}');
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({
      error: {
        code: 'idempotency_key_reused',
        message:
          'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      },
    });

    const together = await Promise.all(Array.from({ length: 5 }, () => checkout(member, 'click-3')));
    const statuses = together.map((r) => r.status);
    expect(statuses).toContain(200);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const bodies = await Promise.all(together.filter((r) => r.status === 200).map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(await checkoutsOf(member)).toHaveLength(1);
  });

  it('keeps each user’s keys apart', async () => {
    const one = await newMember(t, 'idem-user-one');
    const other = await newMember(t, 'idem-user-two');
    const mine = await (await checkout(one, 'shared-key')).json();
    const theirs = await checkout(other, 'shared-key');
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await theirs.json()).not.toEqual(mine);
  });

  it('refuses a key that is empty, longer than 255 or not printable ASCII with 400', async () => {
    const member = await newMember(t, 'idem-malformed');
    for (const key of ['', 'k'.repeat(256), 'naïve', 'tab\there']) {
      const res = await checkout(member, key);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'invalid_idempotency_key',
          message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
        },
      });
    }
    expect(await checkoutsOf(member)).toHaveLength(0);
    expect((await checkout(member, `~ !${'k'.repeat(252)}`)).status).toBe(200);
  });

  it('answers 409 while the first request runs, and forgets keys after 24 hours', async () => {
    const member = await newMember(t, 'idem-expiry');
    expect((await checkout(member, 'click-4', '{"a":1}')).status).toBe(200);
    const where = await keyRow(member, 'click-4');

    // As if the first request were still running.
    await t.db.update(idempotencyKeys).set({ responseStatus: null, responseBody: null }).where(where);
    await expectError(await checkout(member, 'click-4', '{"a":1}'), 'idempotency_key_in_progress', 409);
    // One that has run for longer than any request may is taken to have died: the key runs again.
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_ABANDONED_AFTER_MS - 1000) })
      .where(where);
    const taken = await checkout(member, 'click-4', '{"a":1}');
    expect(taken.status).toBe(200);
    expect(taken.headers.get('idempotent-replayed')).toBeNull();

    // A day later the key is new again, whatever the body.
    await t.db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(where);
    const later = await checkout(member, 'click-4', '{"a":2}');
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    const [row] = await t.db.select().from(idempotencyKeys).where(where);
    expect(defined(row, 'the key row').expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
