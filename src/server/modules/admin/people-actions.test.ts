import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { subscribers } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { useAppWithMailCapture } from '#server/testing/app-with-mail.ts';
import {
  signedUpUser,
  signInAs,
  testClient,
  uniqueEmail,
  type SignedIn,
} from '#server/testing/auth-client.ts';
import type { SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
let smtp: SmtpCapture;
let admin: SignedIn;
useAppWithMailCapture((app, capture) => {
  t = app;
  smtp = capture;
});
beforeAll(async () => {
  admin = await signInAs(t, DEMO_USERS[0]);
});

/** For bodies the typed client would not send: hostile or malformed ones. */
const post = (path: string, body?: unknown) => admin.client.request(path, { method: 'POST', json: body });
const api = () => admin.client.api.admin;
const actionsFor = async (targetId: string) =>
  (await readJson(await api().audit.$get({ query: { targetId } }))).items.map((e) => e.action);
const revokeDevices = (id: string, json: { deviceId?: string }) =>
  api().users[':id'].devices.revoke.$post({ param: { id }, json });
const resync = (id: string) => api().users[':id'].subscription.resync.$post({ param: { id } });

describe('people', () => {
  it('signs one device out, then every device, and audits both', async () => {
    const user = await signedUpUser(t, { label: 'devices' });
    const second = await signInAs(t, user);
    const detail = await readJson(await api().users[':id'].$get({ param: { id: user.id } }));
    expect(detail.devices.length).toBeGreaterThanOrEqual(2);
    const secondId = defined(detail.devices[0], 'the newest device').id;

    const one = await readJson(await revokeDevices(user.id, { deviceId: secondId }));
    expect(one.revoked).toBe(1);
    const stillIn = [await user.client.session(), await second.client.session()].filter(Boolean);
    expect(stillIn).toHaveLength(1);

    const all = await readJson(await revokeDevices(user.id, {}));
    expect(all.revoked).toBeGreaterThanOrEqual(1);
    expect(await user.client.session()).toBeNull();
    expect(await second.client.session()).toBeNull();
    expect(await actionsFor(user.id)).toEqual(['user.revoke_devices', 'user.revoke_device']);

    const gone = await revokeDevices(user.id, { deviceId: secondId });
    await expectError(gone, 'device_not_found');
    const nobody = await revokeDevices('00000000-0000-4000-8000-000000000000', {});
    expect(nobody.status).toBe(404);
  });

  it('mails a password reset through Better Auth', async () => {
    const user = await signedUpUser(t, { label: 'admin-reset' });
    const sent = await readJson(await api().users[':id']['password-reset'].$post({ param: { id: user.id } }));
    expect(sent.sentTo).toBe(user.email);
    // Mail 1 is the sign-up confirmation.
    const mail = await smtp.waitFor(user.email, 2);
    expect(mail.subject).toBe('Reset your Founder Flow password');
    expect(await actionsFor(user.id)).toEqual(['user.password_reset']);
  });

  it('resyncs a subscription from the provider, putting back what the provider holds', async () => {
    const subscriber = await signInAs(t, DEMO_USERS[1]);
    const [stored] = await t.db.select().from(subscribers).where(eq(subscribers.userId, subscriber.id));
    expect(stored?.subscriptionId).toBeTruthy();
    // The mirror drifted (a missed webhook): the provider still says active.
    await t.db.update(subscribers).set({ status: 'canceled' }).where(eq(subscribers.userId, subscriber.id));
    const resynced = await readJson(await resync(subscriber.id));
    expect(resynced).toEqual({ outcome: 'applied', changed: true });
    const [after] = await t.db.select().from(subscribers).where(eq(subscribers.userId, subscriber.id));
    expect(after?.status).toBe(stored?.status);
    const again = await readJson(await resync(subscriber.id));
    expect(again.changed).toBe(false);

    const free = await signInAs(t, DEMO_USERS[2]);
    const none = await readJson(await resync(free.id));
    expect(none).toEqual({ outcome: 'not_found', changed: false });
    expect(await actionsFor(subscriber.id)).toEqual(
      expect.arrayContaining(['subscription.resync', 'subscription.resync']),
    );
  });
});

describe('contact inbox', () => {
  it('lists messages with the unread count, marks read and unread, and replies by mail', async () => {
    const email = uniqueEmail('inbox');
    const sent = await testClient(t).post('/api/contact', {
      name: 'Ada Founder',
      email,
      topic: 'billing',
      message: 'My card was charged twice this month.\n\nCould you check?',
      elapsedMs: 12_000,
    });
    expect(sent.status).toBe(202);
    const unreadList = () => api().contact.$get({ query: { status: 'unread' } });
    const markRead = (read: boolean) =>
      api().contact[':id'].$patch({ param: { id: message.id }, json: { read } });
    const unread = await readJson(await unreadList());
    const message = defined(
      unread.items.find((m) => m.email === email),
      'the message sent',
    );
    expect(message).toMatchObject({ readAt: null, repliedAt: null, topic: 'billing' });
    expect(unread.unread).toBeGreaterThanOrEqual(1);

    const read = await readJson(await markRead(true));
    expect(read.readAt).not.toBeNull();
    const after = await readJson(await unreadList());
    expect(after.items.map((m) => m.id)).not.toContain(message.id);
    expect(after.unread).toBe(unread.unread - 1);
    await readJson(await markRead(false));

    const replied = await readJson(
      await api().contact[':id'].reply.$post({
        param: { id: message.id },
        json: { reply: 'You were charged once; the second line was a hold.\n\nIt disappears within a week.' },
      }),
    );
    expect(replied.repliedAt).not.toBeNull();
    expect(replied.readAt).not.toBeNull();
    // Mail 1 is the confirmation of the message.
    const mail = await smtp.waitFor(email, 2);
    expect(mail.subject).toBe('Re: your message about billing and subscription');
    expect(mail.text).toContain('the second line was a hold');
    expect(await actionsFor(message.id)).toEqual(['contact.reply', 'contact.unread', 'contact.read']);

    for (const body of [{ reply: '' }, { reply: 'x'.repeat(5001) }, { reply: 'a\u0000b' }, { reply: 3 }]) {
      const res = await post(`/api/admin/contact/${message.id}/reply`, body);
      expect(res.status).toBe(422);
    }
    const missing = await post('/api/admin/contact/00000000-0000-4000-8000-000000000000/reply', {
      reply: 'Hi',
    });
    expect(missing.status).toBe(404);
  });
});
