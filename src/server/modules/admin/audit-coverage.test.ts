import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, OPENAPI_INFO } from '#server/api.ts';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { TEMPLATES } from '#server/modules/library/index.ts';
import { signedUpUser, signInAs, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import { adminSessionFields } from '#server/testing/admin-session-fields.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { AuditAction, AuditEntry } from '#shared/schemas/admin.ts';

/**
 * Every admin write leaves one audit entry naming it, written by the admin from their address. The
 * writes are the admin routes of the OpenAPI document other than reads and the two that save
 * nothing, so a write route added later without a case here fails the first test.
 */
const SAVES_NOTHING = new Set(['POST /admin/reauth', 'POST /admin/markdown-preview']);

const RECORDING = new Uint8Array(fs.readFileSync('src/server/testing/fixtures/recording-3s.weba'));

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, DEMO_USERS[0]);
});
afterAll(() => t.close());

const ok = async <T>(res: Response): Promise<T> => {
  expect(res.ok, await res.clone().text()).toBe(true);
  return (await res.json()) as T;
};
const send = (method: string, path: string, json?: unknown) =>
  admin.client.request(`/api${path}`, { method, json });
const put = (path: string, body: Uint8Array<ArrayBuffer>, type: string) =>
  admin.client.request(`/api${path}`, { method: 'PUT', body, headers: { 'content-type': type } });

/** Ids the writes below make and use, filled in as they run. */
const ids: Record<string, string> = {};
const created = async (name: string, res: Response) => {
  ids[name] = (await ok<{ id: string }>(res.clone())).id;
  return res;
};

/** One write per route, in an order where each finds what it needs. */
const WRITES: { route: string; action: AuditAction; run: () => Promise<Response> }[] = [
  {
    route: 'POST /admin/sessions',
    action: 'session.create',
    run: async () =>
      created(
        'session',
        await send('POST', '/admin/sessions', adminSessionFields('Audited session', 'Made to be audited.')),
      ),
  },
  {
    route: 'PATCH /admin/sessions/{id}',
    action: 'session.update',
    run: () => send('PATCH', `/admin/sessions/${ids.session}`, { isPremium: true }),
  },
  {
    route: 'PUT /admin/sessions/{id}/media',
    action: 'session.media',
    run: () => put(`/admin/sessions/${ids.session}/media`, RECORDING, 'audio/webm'),
  },
  {
    route: 'PUT /admin/featured',
    action: 'featured.set',
    run: () => send('PUT', '/admin/featured', { sessionIds: [ids.session] }),
  },
  {
    route: 'POST /admin/paths',
    action: 'path.create',
    run: async () =>
      created(
        'path',
        await send('POST', '/admin/paths', { title: 'Audited path', sessionIds: [ids.session] }),
      ),
  },
  {
    route: 'PATCH /admin/paths/{id}',
    action: 'path.update',
    run: () => send('PATCH', `/admin/paths/${ids.path}`, { sessionIds: [] }),
  },
  {
    route: 'DELETE /admin/sessions/{id}',
    action: 'session.delete',
    run: () => send('DELETE', `/admin/sessions/${ids.session}`),
  },
  {
    route: 'PATCH /admin/users/{id}',
    action: 'user.role',
    run: () => send('PATCH', `/admin/users/${ids.user}`, { role: 'admin' }),
  },
  {
    route: 'POST /admin/users/{id}/devices/revoke',
    action: 'user.revoke_devices',
    run: () => send('POST', `/admin/users/${ids.user}/devices/revoke`, {}),
  },
  {
    route: 'POST /admin/users/{id}/password-reset',
    action: 'user.password_reset',
    run: () => send('POST', `/admin/users/${ids.user}/password-reset`),
  },
  {
    route: 'POST /admin/users/{id}/subscription/resync',
    action: 'subscription.resync',
    run: () => send('POST', `/admin/users/${ids.subscriber}/subscription/resync`),
  },
  {
    route: 'POST /admin/advisors',
    action: 'advisor.create',
    run: async () => created('advisor', await send('POST', '/admin/advisors', { name: 'Audited Advisor' })),
  },
  {
    route: 'PATCH /admin/advisors/{id}',
    action: 'advisor.update',
    run: () => send('PATCH', `/admin/advisors/${ids.advisor}`, { title: 'Operator' }),
  },
  {
    route: 'PUT /admin/advisors/{id}/portrait',
    action: 'advisor.portrait',
    run: async () => put(`/admin/advisors/${ids.advisor}/portrait`, await picture(), 'image/png'),
  },
  {
    route: 'POST /admin/news',
    action: 'news.create',
    run: async () =>
      created(
        'news',
        await send('POST', '/admin/news', { title: 'Audited post', author: 'The team', body: 'Hello.' }),
      ),
  },
  {
    route: 'PATCH /admin/news/{id}',
    action: 'news.update',
    run: () => send('PATCH', `/admin/news/${ids.news}`, { coverAlt: 'A calm blue field' }),
  },
  {
    route: 'PUT /admin/news/{id}/cover',
    action: 'news.cover',
    run: async () => put(`/admin/news/${ids.news}/cover`, await picture(), 'image/png'),
  },
  {
    route: 'POST /admin/library',
    action: 'resource.create',
    run: async () =>
      created(
        'resource',
        await send('POST', '/admin/library', {
          title: 'Audited resource',
          kind: 'template',
          topic: 'hiring',
          body: 'One page.',
        }),
      ),
  },
  {
    route: 'PATCH /admin/library/{id}',
    action: 'resource.update',
    run: () => send('PATCH', `/admin/library/${ids.resource}`, { summary: 'Shorter.' }),
  },
  {
    route: 'PUT /admin/library/{id}/file',
    action: 'resource.file',
    run: async () =>
      put(
        `/admin/library/${ids.resource}/file`,
        new Uint8Array(await TEMPLATES['weekly-review'].build()),
        'application/pdf',
      ),
  },
  {
    route: 'POST /admin/journal-prompts',
    action: 'prompt.create',
    run: async () =>
      created(
        'prompt',
        await send('POST', '/admin/journal-prompts', {
          text: 'What would you do with one more hour today?',
          themes: ['stress'],
        }),
      ),
  },
  {
    route: 'PATCH /admin/journal-prompts/{id}',
    action: 'prompt.update',
    run: () =>
      send('PATCH', `/admin/journal-prompts/${ids.prompt}`, { text: 'What would one more hour change?' }),
  },
  {
    route: 'PATCH /admin/contact/{id}',
    action: 'contact.read',
    run: () => send('PATCH', `/admin/contact/${ids.contact}`, { read: true }),
  },
  {
    route: 'POST /admin/contact/{id}/reply',
    action: 'contact.reply',
    run: () => send('POST', `/admin/contact/${ids.contact}/reply`, { reply: 'Thank you, noted.' }),
  },
];

const picture = async () =>
  new Uint8Array(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer(),
  );

const newest = async () =>
  ok<{ items: AuditEntry[]; total: number }>(await admin.client.get('/api/admin/audit?limit=1'));

describe('the audit log', () => {
  it('has a case below for every admin write route', () => {
    const document = createApi().getOpenAPI31Document(OPENAPI_INFO);
    const writes = Object.entries(document.paths ?? {})
      .filter(([path]) => path.startsWith('/admin'))
      .flatMap(([path, item]) =>
        Object.keys(item as object)
          .filter((method) => method !== 'get')
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .filter((route) => !SAVES_NOTHING.has(route));
    expect(WRITES.map((w) => w.route).sort()).toEqual(writes.sort());
  });

  it('gets exactly one entry per admin write, by the admin from their address, found by its action', async () => {
    ids.user = (await signedUpUser(t, { label: 'audited' })).id;
    ids.subscriber = (await signInAs(t, DEMO_USERS[1])).id;
    const contact = await testClient(t).post('/api/contact', {
      name: 'Audited Sender',
      email: 'audited-sender@example.com',
      topic: 'other',
      message: 'A question for the team, long enough to send.',
      elapsedMs: 12_000,
    });
    expect(contact.status).toBe(202);
    const inbox = await ok<{ items: { id: string; email: string }[] }>(
      await admin.client.get('/api/admin/contact'),
    );
    ids.contact = inbox.items.find((m) => m.email === 'audited-sender@example.com')!.id;

    for (const write of WRITES) {
      const before = (await newest()).total;
      await ok(await write.run());
      const after = await newest();
      expect(after.total, write.route).toBe(before + 1);
      expect(after.items[0], write.route).toMatchObject({
        action: write.action,
        actorId: admin.id,
        actorEmail: DEMO_USERS[0].email,
        ipAddress: admin.client.ip,
      });
      // The log is filterable by that action (the console's filter offers every action).
      const filtered = await ok<{ items: AuditEntry[] }>(
        await admin.client.get(`/api/admin/audit?action=${write.action}&limit=1`),
      );
      expect(filtered.items[0]?.id, write.route).toBe(after.items[0]!.id);
    }
  });
});
