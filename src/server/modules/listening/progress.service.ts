import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedSql } from '#server/db/prepared.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { awardBadges, streakState } from '#server/modules/progress/index.ts';
import { COMPLETION_THRESHOLD } from '#shared/constants.ts';
import type { ProgressUpdate } from '#shared/schemas/listening.ts';
import type { EarnedBadge, StreakState } from '#shared/schemas/progress.ts';
import { findListenableSession, sessionNotFound } from './play.service.ts';

export type ProgressResult = {
  durationListened: number;
  completed: boolean;
  justCompleted: boolean;
  journalPrompt?: string;
  /** Only in the answer that completed the session. */
  newBadges?: EarnedBadge[];
  streak?: StreakState;
};

/** Seconds a save may claim beyond the plausible bound: timer drift, request latency, rounding. */
export const LISTENED_SLACK_SECONDS = 10;

/**
 * Saves a progress report. `listened` is the client's running total, so the stored
 * total is the largest report seen, capped at the session's length: replays and reordered reports
 * change nothing. Completion flips once and is reported once, together with the profile's stats.
 *
 * The total is also capped by what could have been heard. Each history row keeps a credit clock
 * (`listened_checked_at`), started by the play grant that created the row; a save may credit what
 * the fastest speed could play between that clock and now, plus a few seconds of slack, and moves
 * the clock on by the time its credit took at that speed. So listened time never runs ahead of the
 * wall clock, however many saves are sent, and the slack is given once, not per request. A save
 * after an offline stretch is still whole, since the offline time has passed on the
 * server's clock too. Without a play grant there is no history row, and the save is refused.
 *
 * The common case (a free session, or an admin, with the history row made by the play) is one
 * statement: progress is saved about once per 10 s per listener, and each round trip to the database
 * counts (npm run bench, docs/benchmarks.md). Premium sessions go through the entitlement check first.
 */
export async function saveProgress(
  deps: AppDeps,
  sessionId: string,
  user: CurrentUser,
  update: ProgressUpdate,
): Promise<ProgressResult> {
  const report = {
    userId: user.id,
    sessionId,
    listened: Math.floor(update.listened),
    position: Math.floor(update.position),
    premiumAllowed: user.role === 'admin',
    maxSpeed: deps.env.progressMaxSpeed,
    slack: LISTENED_SLACK_SECONDS,
  };
  let outcome = await applyReport(deps.db, report);
  if (!outcome) throw sessionNotFound();
  if (!outcome.saved && outcome.isPremium && !report.premiumAllowed) {
    // Answers 403 premium_required unless the caller is entitled.
    await findListenableSession(deps, sessionId, user);
    report.premiumAllowed = true;
    outcome = await applyReport(deps.db, report);
  }
  // The play grant creates the history row: no row, no play, nothing to credit.
  if (!outcome?.saved) throw new AppError('play_not_started');

  const { durationListened, completed, justCompleted, journalPrompt } = outcome;
  if (!justCompleted) return { durationListened, completed, justCompleted };
  deps.metrics.count('completion');
  const newBadges = await awardBadges(deps.db, user.id, { kind: 'completion', at: new Date() });
  return {
    durationListened,
    completed,
    justCompleted,
    ...(journalPrompt ? { journalPrompt } : {}),
    newBadges,
    streak: await streakState(deps.db, user.id),
  };
}

type Report = {
  userId: string;
  sessionId: string;
  listened: number;
  position: number;
  /** Whether a premium session may be saved to: the caller is an admin or was found entitled. */
  premiumAllowed: boolean;
  /** The fastest playback a save may claim, and the seconds allowed beyond it. */
  maxSpeed: number;
  slack: number;
};

type Outcome = {
  sessionId: string;
  isPremium: boolean;
  journalPrompt: string | null;
  /** False when nothing was written: a premium session not yet allowed, or no history row. */
  saved: boolean;
  durationListened: number;
  completed: boolean;
  justCompleted: boolean;
};

/**
 * One statement, so it is atomic on its own: `target` is the active session (none: the session is
 * unknown), `prior` locks the history row and reads `completed` as it is once any concurrent writer
 * has committed, the update keeps the maximum and never clears `completed`, and the profile's stats
 * and the day's streak entry move only when this very statement flipped it. Ten identical reports
 * in parallel therefore flip (and count) it exactly once.
 */
const applyReportStatement = preparedSql<Outcome>(
  'apply_progress_report',
  sql`
    with target as materialized (
      select id, duration, is_premium, journal_prompt, category from sessions
      where id = ${sql.placeholder('sessionId')} and is_active
    ),
    prior as materialized (
      select h.id, h.completed, h.duration_listened, h.listened_checked_at,
        greatest(h.duration_listened, least(
          ${sql.placeholder('listened')},
          t.duration,
          h.duration_listened + ${sql.placeholder('slack')}::int + floor(
            extract(epoch from now() - h.listened_checked_at) * ${sql.placeholder('maxSpeed')}::numeric
          )
        )) as credited
      from user_session_history h join target t on h.session_id = t.id
      where h.user_id = ${sql.placeholder('userId')} and (not t.is_premium or ${sql.placeholder('premiumAllowed')})
      for update of h
    ),
    saved as (
      update user_session_history h set
        duration_listened = prior.credited,
        position = least(${sql.placeholder('position')}, t.duration),
        completed = h.completed or (
          t.duration > 0 and prior.credited >= t.duration * ${COMPLETION_THRESHOLD}::numeric
        ),
        listened_checked_at = prior.listened_checked_at
          + make_interval(secs => (prior.credited - prior.duration_listened) / ${sql.placeholder('maxSpeed')}::numeric),
        updated_at = now()
      from prior, target t
      where h.id = prior.id
      returning h.duration_listened, h.completed, prior.completed as was_completed
    ),
    active_day as (
      -- A completion makes today (the user's date) count toward their streak (modules/progress)
      -- and adds one to the day's count on the listening calendar. A row just inserted has no xmax;
      -- one updated by the conflict clause carries this transaction's lock in it.
      insert into activity_days (user_id, day, sessions_completed)
      select p.id, (now() at time zone coalesce(p.time_zone, 'UTC'))::date, 1
      from profiles p
      where p.id = ${sql.placeholder('userId')} and exists (select 1 from saved where completed and not was_completed)
      on conflict (user_id, day) do update set sessions_completed = activity_days.sessions_completed + 1
      returning (xmax = 0) as new_day
    ),
    stats as (
      -- The badge facts and the streak's version move here too, so reads never count the history.
      update profiles set
        total_sessions_completed = total_sessions_completed + 1,
        total_minutes = total_minutes + (select round(duration / 60.0)::int from target),
        podcasts_completed = podcasts_completed + (select (category is not distinct from 'podcast')::int from target),
        activity_version = activity_version + (select count(*)::int from active_day where new_day)
      where id = ${sql.placeholder('userId')} and exists (select 1 from saved where completed and not was_completed)
    )
    select
      t.id as "sessionId",
      t.is_premium as "isPremium",
      t.journal_prompt as "journalPrompt",
      s.duration_listened is not null as saved,
      coalesce(s.duration_listened, 0) as "durationListened",
      coalesce(s.completed, false) as completed,
      coalesce(s.completed and not s.was_completed, false) as "justCompleted"
    from target t left join saved s on true
  `,
);

async function applyReport(db: Database, report: Report): Promise<Outcome | undefined> {
  return (await applyReportStatement(db, report))[0];
}
