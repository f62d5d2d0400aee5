import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { activityDays, profiles, userSessionHistory } from '#server/db/schema/index.ts';
import { CALENDAR_DAYS, type CalendarDay } from '#shared/schemas/progress.ts';

/**
 * The profile's listening calendar: each of the last twelve weeks' days in the user's own zone,
 * whether it counted toward the streak (a session or a journal entry) and how many sessions were
 * finished on it (by the completed row's last update). Both reads are ranges on indexes led by
 * the user, bounded by the 84 days, so the cost does not grow with the length of the history.
 */
export async function listeningCalendar(db: Database, userId: string): Promise<CalendarDay[]> {
  const rows = await db.select({
    date: sql<string>`cal.date`,
    active: sql<boolean>`cal.active`,
    sessions: sql<number>`cal.sessions`,
  }).from(sql`(
    with me as (
      select coalesce((select ${profiles.timeZone} from ${profiles} where ${profiles.id} = ${userId}), 'UTC') as tz
    ),
    today as (select (now() at time zone me.tz)::date as day, me.tz from me),
    finished as (
      select (h.updated_at at time zone today.tz)::date as day, count(*)::int as n
      from ${userSessionHistory} h, today
      where h.user_id = ${userId} and h.completed
        and h.updated_at >= ((today.day - ${CALENDAR_DAYS - 1}::int)::timestamp at time zone today.tz)
      group by 1
    )
    select d.day::date::text as date, (a.day is not null) as active, coalesce(f.n, 0)::int as sessions
    from today,
      generate_series(today.day - ${CALENDAR_DAYS - 1}::int, today.day, interval '1 day') as d(day)
      left join ${activityDays} a on a.user_id = ${userId} and a.day = d.day::date
      left join finished f on f.day = d.day::date
    order by d.day) as cal`);
  return rows.map((r) => ({ date: r.date, active: r.active, sessions: Number(r.sessions) }));
}
