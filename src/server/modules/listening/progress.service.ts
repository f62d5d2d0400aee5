import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { AppDeps, CurrentUser } from '#server/http/app-env.ts';
import { COMPLETION_THRESHOLD } from '#shared/constants.ts';
import type { ProgressUpdate } from '#shared/schemas/listening.ts';
import { ensureHistoryRow, findListenableSession } from './play.service.ts';

export type ProgressResult = {
  durationListened: number;
  completed: boolean;
  justCompleted: boolean;
  journalPrompt?: string;
};

type SavedRow = { durationListened: number; completed: boolean; justCompleted: boolean };

/**
 * Saves a progress report (DESIGN §6). `listened` is the client's running total, so the stored
 * total is the largest report seen, capped at the session's length: replays and reordered reports
 * change nothing. Completion flips once and is reported once, together with the profile's stats.
 */
export async function saveProgress(
  deps: AppDeps,
  sessionId: string,
  user: CurrentUser,
  update: ProgressUpdate,
): Promise<ProgressResult> {
  const session = await findListenableSession(deps, sessionId, user);
  const report = {
    userId: user.id,
    sessionId: session.id,
    duration: session.duration,
    listened: Math.min(Math.floor(update.listened), session.duration),
    position: Math.min(Math.floor(update.position), session.duration),
  };

  // Reports normally follow a play, which created the row; otherwise create it and try again.
  let saved = await applyReport(deps.db, report);
  if (!saved) {
    await ensureHistoryRow(deps.db, user.id, session.id);
    saved = await applyReport(deps.db, report);
  }
  if (!saved) throw new Error(`history row for ${user.id}/${session.id} vanished while saving progress`);

  const journalPrompt = saved.justCompleted && session.journalPrompt ? session.journalPrompt : undefined;
  return journalPrompt ? { ...saved, journalPrompt } : saved;
}

type Report = { userId: string; sessionId: string; duration: number; listened: number; position: number };

/**
 * One statement, so it is atomic on its own: `prior` locks the row and reads `completed` as it is
 * once any concurrent writer has committed, the update keeps the maximum and never clears
 * `completed`, and the profile's stats move only when this very statement flipped it. Ten identical
 * reports in parallel therefore flip (and count) it exactly once.
 */
async function applyReport(db: Database, r: Report): Promise<SavedRow | undefined> {
  const result = await db.execute(sql`
    with prior as materialized (
      select id, completed from user_session_history
      where user_id = ${r.userId} and session_id = ${r.sessionId}
      for update
    ),
    saved as (
      update user_session_history h set
        duration_listened = greatest(h.duration_listened, ${r.listened}),
        position = ${r.position},
        completed = h.completed or (
          ${r.duration} > 0
          and greatest(h.duration_listened, ${r.listened}) >= ${r.duration} * ${COMPLETION_THRESHOLD}::numeric
        ),
        updated_at = now()
      from prior
      where h.id = prior.id
      returning h.duration_listened, h.completed, prior.completed as was_completed
    ),
    stats as (
      update profiles set
        total_sessions_completed = total_sessions_completed + 1,
        total_minutes = total_minutes + ${Math.round(r.duration / 60)}
      where id = ${r.userId} and exists (select 1 from saved where completed and not was_completed)
    )
    select
      duration_listened as "durationListened",
      completed,
      completed and not was_completed as "justCompleted"
    from saved
  `);
  return (result as unknown as { rows: SavedRow[] }).rows[0];
}
