import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles, users } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { renderMail } from '#server/integrations/mail/mail-layout.ts';
import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import type { JobHandler } from '#server/jobs/job-queue.ts';
import { dailyPick } from '#server/modules/browse/index.ts';
import { streakState } from './streak.service.ts';

export const REMINDER_QUEUE = 'daily-reminder';
/** A reminder is sent from the user's chosen time until this much later (a server that was down). */
const SEND_WINDOW = '2 hours';

/**
 * Queues today's reminder for every user whose chosen local time has come (within the window): one
 * statement, whose job id is derived from the user and their local date, so however many instances
 * run it, at whatever moment, each user gets one reminder a day.
 */
export async function scheduleReminders(db: Database, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    insert into jobs (id, queue, payload, max_attempts)
    select md5(${REMINDER_QUEUE} || ':' || due.user_id || ':' || due.local_day)::uuid, ${REMINDER_QUEUE},
      jsonb_build_object('userId', due.user_id, 'day', due.local_day), 3
    from (
      select p.id as user_id,
        (${at}::timestamptz at time zone coalesce(p.time_zone, 'UTC'))::date::text as local_day,
        (${at}::timestamptz at time zone coalesce(p.time_zone, 'UTC'))::time as local_time,
        (p.preferences -> 'reminder' ->> 'localTime')::time as chosen
      from ${profiles} p
      where p.preferences -> 'reminder' ->> 'enabled' = 'true'
        and p.preferences -> 'reminder' ->> 'localTime' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
    ) due
    where due.local_time >= due.chosen and due.local_time < due.chosen + ${SEND_WINDOW}::interval
    on conflict (id) do nothing`);
}

const signature = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`unsubscribe-reminders:${userId}`).digest('base64url');

/** The one-click unsubscribe address of a user's reminders: works without signing in, for them only. */
export const unsubscribeUrl = (appUrl: string, secret: string, userId: string) =>
  `${appUrl}/reminders/unsubscribe?u=${encodeURIComponent(userId)}&s=${signature(secret, userId)}`;

export function verifyUnsubscribe(secret: string, userId: string, sig: string): boolean {
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Turns the user's reminders off (the unsubscribe link and the settings alike). */
export async function stopReminders(db: Database, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({
      preferences: sql`jsonb_set(${profiles.preferences}, '{reminder,enabled}', 'false'::jsonb, true)`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}

function reminderMail(
  to: { email: string; name: string },
  content: { pick: { id: string; title: string; minutes: number } | null; streak: string | null },
  links: { appUrl: string; unsubscribe: string },
): MailMessage {
  const mail = renderMail({
    to: to.email,
    subject: content.pick ? `Today: ${content.pick.title}` : 'A few minutes for yourself today',
    preview: content.pick
      ? `${content.pick.minutes} minutes, whenever the day gives you a gap.`
      : 'Your daily reminder from Founder Flow.',
    heading: `Good day, ${to.name.trim().split(' ')[0] || 'founder'}`,
    paragraphs: [
      content.pick
        ? `Today's pick is "${content.pick.title}": ${content.pick.minutes} minutes, whenever the day gives you a gap.`
        : 'A few quiet minutes are waiting for you whenever the day gives you a gap.',
      ...(content.streak ? [content.streak] : []),
    ],
    action: {
      label: content.pick ? 'Listen now' : 'Open Founder Flow',
      url: content.pick ? `${links.appUrl}/sessions/${content.pick.id}` : links.appUrl,
    },
    footnote: `You get this because you turned on daily reminders. Stop them with one click: ${links.unsubscribe}`,
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The job: today's reminder, unless the user turned reminders off (or left) since it was queued. */
export function reminderJob(deps: AppDeps): JobHandler {
  return {
    async run(payload) {
      const userId = String(payload.userId);
      const [user] = await deps.db
        .select({ email: users.email, name: users.name, preferences: profiles.preferences })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, userId));
      const reminder = user?.preferences.reminder as { enabled?: unknown } | undefined;
      if (!user || reminder?.enabled !== true) return;
      const [{ session }, streak] = await Promise.all([
        dailyPick(deps, String(payload.day), userId),
        streakState(deps.db, userId),
      ]);
      const streakLine = streak.hidden
        ? null
        : streak.current > 0
          ? `You are on a ${streak.current}-day streak${streak.countedToday ? ', and today already counts' : ''}.`
          : 'One session today starts a new streak.';
      await deps.mailer.send(
        reminderMail(
          user,
          {
            pick: session ? { id: session.id, title: session.title, minutes: session.durationMinutes } : null,
            streak: streakLine,
          },
          {
            appUrl: deps.env.appUrl,
            unsubscribe: unsubscribeUrl(deps.env.appUrl, deps.env.authSecret, userId),
          },
        ),
      );
    },
  };
}
