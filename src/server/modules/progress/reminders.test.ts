import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, profiles } from '#server/db/schema/index.ts';
import { jobHandlers } from '#server/jobs/handlers.ts';
import { runDueJobs } from '#server/jobs/job-queue.ts';
import { useAppWithMailCapture } from '#server/testing/app-with-mail.ts';
import { signedUpUser, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import type { SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { preferencesSchema } from '#shared/schemas/preferences.ts';
import { defined } from '#shared/testing/defined.ts';
import { REMINDER_QUEUE, scheduleReminders } from './reminders.service.ts';

let t: TestApp;
let smtp: SmtpCapture;
useAppWithMailCapture((app, mail) => {
  t = app;
  smtp = mail;
});

async function remindedAt(label: string, localTime: string, timeZone: string, enabled = true) {
  const who = await signedUpUser(t, { label });
  const res = await who.client.api.me.preferences.$patch({
    json: { timeZone, reminder: { enabled, localTime } },
  });
  expect(res.status).toBe(200);
  return who;
}

const jobsFor = (who: SignedIn) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, REMINDER_QUEUE), sql`${jobs.payload} ->> 'userId' = ${who.id}`));

describe('daily reminders', () => {
  it('are queued at the user’s local time, once a day with two instances, sent once by two workers, and stopped in one click', async () => {
    // 08:00 in Tokyo is 23:00 UTC the day before.
    const aiko = await remindedAt('reminder-tokyo', '08:00', 'Asia/Tokyo');
    const off = await remindedAt('reminder-off', '08:00', 'Asia/Tokyo', false);
    const late = await remindedAt('reminder-late', '05:30', 'Asia/Tokyo');

    await scheduleReminders(t.db, new Date('2026-03-09T22:59:00Z'));
    expect(await jobsFor(aiko)).toHaveLength(0);

    // Two instances, each ticking in the same minute: one job.
    await Promise.all([
      scheduleReminders(t.db, new Date('2026-03-09T23:00:30Z')),
      scheduleReminders(t.db, new Date('2026-03-09T23:01:10Z')),
    ]);
    const queued = await jobsFor(aiko);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload).toEqual({ userId: aiko.id, day: '2026-03-10' });
    expect(await jobsFor(off)).toHaveLength(0);
    // 05:30 was over two hours ago in Tokyo: a server down all morning does not send it at 08:00.
    expect(await jobsFor(late)).toHaveLength(0);

    const handlers = jobHandlers(t.deps);
    await Promise.all([runDueJobs(t.db, handlers, t.deps.logger), runDueJobs(t.db, handlers, t.deps.logger)]);
    const mail = await smtp.waitFor(aiko.email, 2); // after the sign-up confirmation
    expect(smtp.to(aiko.email)).toHaveLength(2);
    expect(mail.subject).toMatch(/^Today: |^A few minutes for yourself today$/);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // A long header is folded onto the next line.
    const unsubscribe = defined(
      /^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail.raw)?.[1],
      'the unsubscribe link',
    );
    const path = new URL(unsubscribe).pathname + new URL(unsubscribe).search;

    // Opening the link changes nothing; a forged one is refused; the one-click POST stops them.
    expect((await t.app.request(path)).status).toBe(200);
    expect(await reminderEnabled(aiko)).toBe(true);
    const forged = path.replace(/s=[^&]+/, 's=forged');
    expect((await t.app.request(forged, { method: 'POST' })).status).toBe(400);
    const oneClick = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await reminderEnabled(aiko)).toBe(false);

    await scheduleReminders(t.db, new Date('2026-03-10T23:00:30Z'));
    expect(await jobsFor(aiko)).toHaveLength(1);
  });

  it('are not sent when turned off after being queued', async () => {
    const ben = await remindedAt('reminder-changed-mind', '07:00', 'UTC');
    await smtp.waitFor(ben.email); // the sign-up confirmation, sent in the background
    await scheduleReminders(t.db, new Date('2026-03-10T07:10:00Z'));
    expect(await jobsFor(ben)).toHaveLength(1);
    await ben.client.api.me.preferences.$patch({
      json: { reminder: { enabled: false, localTime: '07:00' } },
    });
    await runDueJobs(t.db, jobHandlers(t.deps), t.deps.logger);
    expect((await jobsFor(ben))[0]?.status).toBe('done');
    expect(smtp.to(ben.email)).toHaveLength(1); // the sign-up confirmation only
    expect((await testClient(t).request('/reminders/unsubscribe?u=x&s=y', { method: 'POST' })).status).toBe(
      400,
    );
  });
});

async function reminderEnabled(who: SignedIn) {
  const [row] = await t.db.select({ p: profiles.preferences }).from(profiles).where(eq(profiles.id, who.id));
  return preferencesSchema.shape.reminder.parse(defined(row, `the profile of ${who.email}`).p.reminder)
    .enabled;
}
