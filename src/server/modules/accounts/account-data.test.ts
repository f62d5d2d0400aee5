import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { journalEntries, localSubscriptions, profiles, subscribers, users } from '#server/db/schema/index.ts';
import { expectError, readJson, readParsed } from '#server/testing/api-answers.ts';
import { useAppWithMailCapture } from '#server/testing/app-with-mail.ts';
import { signedUpUser, testClient, TEST_PASSWORD, type SignedIn } from '#server/testing/auth-client.ts';
import type { SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { profileSchema } from '#shared/schemas/accounts.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
let smtp: SmtpCapture;
useAppWithMailCapture((app, mail) => {
  t = app;
  smtp = mail;
});

const RECORDING = new Uint8Array(Buffer.from('fixture', 'utf8'));

/** A member with a bit of everything: a picture, history, a favourite, a journal entry with a recording. */
async function memberWithData(label: string) {
  const who = await signedUpUser(t, { label });
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
  const avatar = await who.client.request('/api/me/avatar', {
    method: 'PUT',
    body: new Uint8Array(png),
    headers: { 'content-type': 'image/png' },
  });
  const { avatarUrl } = await readParsed(avatar, profileSchema);
  const entry = await who.client.api.journal.entries.$post({
    json: { text: 'Deleted-with-me entry.', mood: 4 },
  });
  const { id: entryId } = await readJson(entry, 201);
  // A recording in the media store under the entry, as the upload route would keep it.
  const audioKey = `journal/${who.id}/${entryId}.weba`;
  const file = `${t.deps.env.dataDir}/recording-${entryId}`;
  const fs = await import('node:fs');
  fs.writeFileSync(file, RECORDING);
  await t.deps.media.put(audioKey, file);
  await t.db
    .update(journalEntries)
    .set({ audioKey, audioMimeType: 'audio/webm', audioDurationSeconds: 3 })
    .where(eq(journalEntries.id, entryId));
  return { ...who, avatarUrl, entryId, audioKey };
}

// Some bodies are outside the schema on purpose: the plain request takes any JSON.
const remove = (who: SignedIn, body: unknown) =>
  who.client.request('/api/me', { method: 'DELETE', json: body });

describe('your data: export and deletion', () => {
  it('exports the account, the picture and the journal as one zip', async () => {
    const ana = await memberWithData('export');
    const res = await ana.client.get('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="founder-flow-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining(['README.txt', 'account.json', 'avatar.webp', 'journal/journal.json']),
    );
    expect(names.some((n) => /^journal\/entries\/.+\.md$/.test(n))).toBe(true);
    expect(names).toContain(`journal/audio/${ana.entryId}.weba`);
    const account = z
      .object({
        account: z.object({ email: z.string() }),
        badges: z.array(z.object({ badge: z.string() })),
        subscription: z.object({ subscribed: z.boolean() }),
      })
      .parse(JSON.parse(strFromU8(defined(files['account.json'], 'account.json in the zip'))));
    expect(account.account.email).toBe(ana.email);
    expect(account.badges.map((b) => b.badge)).toContain('First Reflection');
    expect(account.subscription.subscribed).toBe(false);
    expect((await testClient(t).get('/api/me/export')).status).toBe(401);
  });

  it('deletes only with the password, cancels the plan at the provider first, removes everything and mails a confirmation', async () => {
    const ben = await memberWithData('delete');
    // A running Premium subscription at the (local) provider, mirrored on the account.
    const subscriptionId = `sub_delete_${ben.id}`;
    await t.db.insert(localSubscriptions).values({
      id: subscriptionId,
      customerId: `cus_${ben.id}`,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
    await t.db.insert(subscribers).values({
      userId: ben.id,
      subscriptionTier: 'premium',
      customerId: `cus_${ben.id}`,
      subscriptionId,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });

    const wrong = await remove(ben, { password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    // Even a fresh sign-in gives the password: an open tab alone never deletes an account.
    const none = await remove(ben, {});
    await expectError(none, 'reauth_required');
    expect(await t.db.select().from(users).where(eq(users.id, ben.id))).toHaveLength(1);
    expect((await remove(ben, { password: 'x'.repeat(100_000) })).status).toBe(413);
    expect((await remove(ben, { password: 'a\u0000b', extra: 1 })).status).toBe(422);

    const res = await remove(ben, { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    const [subscription] = await t.db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.id, subscriptionId));
    expect(subscription).toMatchObject({ status: 'canceled' });
    expect(await t.db.select().from(users).where(eq(users.id, ben.id))).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, ben.id))).toEqual([]);
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.userId, ben.id))).toEqual([]);
    expect(await t.deps.media.stat(ben.audioKey)).toBeNull();
    expect((await t.app.request(ben.avatarUrl)).status).toBe(404);
    const mail = await smtp.waitFor(ben.email, 2); // after the sign-up confirmation
    expect(mail.subject).toBe('Your Founder Flow account was deleted');
    expect(mail.text).toContain('will not be charged again');
    // The cookie the browser still holds opens nothing.
    expect((await ben.client.get('/api/me/profile')).status).toBe(401);
    expect((await testClient(t).request('/api/me', { method: 'DELETE', json: {} })).status).toBe(401);
  });
});
